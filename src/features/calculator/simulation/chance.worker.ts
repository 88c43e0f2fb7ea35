import * as v from 'valibot';
import { markets, type Markets } from '../model/monte-carlo';
import { chanceRequestSchema, type ChanceResponse } from './chance-protocol';
import { runChance } from './run-chance';

interface WorkerScope {
  postMessage(message: ChanceResponse): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
}
const scope = globalThis as unknown as WorkerScope;

// Drawn on the first request and kept: every scenario, now and later, meets the same markets.
let world: Markets | undefined;
let latest = 0;

scope.addEventListener('message', (event) => {
  // A page from another deploy may ask in another shape: unanswered, it gives up on the chance.
  const parsed = v.safeParse(chanceRequestSchema, event.data);
  if (!parsed.success) return;
  const request = parsed.output;
  latest = request.id;
  world ??= markets();
  const current = world;
  void (async () => {
    // Between scenarios a newer request gets in, and an outdated run stops there.
    await runChance(
      request,
      current,
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
        return request.id === latest;
      },
      (response) => {
        scope.postMessage(response);
      },
    );
  })();
});
