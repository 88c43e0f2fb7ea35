import { markets, type Markets } from '../model/monte-carlo';
import type { ChanceRequest, ChanceResponse } from './chance-protocol';
import { runChance } from './run-chance';

interface WorkerScope {
  postMessage(message: ChanceResponse): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ChanceRequest>) => void): void;
}
const scope = globalThis as unknown as WorkerScope;

// Drawn on the first request and kept: every scenario, now and later, meets the same markets.
let world: Markets | undefined;
let latest = 0;

scope.addEventListener('message', (event) => {
  latest = event.data.id;
  world ??= markets();
  const current = world;
  void (async () => {
    // Between scenarios a newer request gets in, and an outdated run stops there.
    await runChance(
      event.data,
      current,
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
        return event.data.id === latest;
      },
      (response) => {
        scope.postMessage(response);
      },
    );
  })();
});
