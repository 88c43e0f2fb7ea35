import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { startWorker } from '@/lib/start-worker';
import type { RetirementInput } from '../model/retirement-model';
import { chanceResponseSchema, type ChanceRequest, type ChanceResults } from './chance-protocol';

export type ChanceState =
  | { status: 'idle' }
  | { status: 'running'; previous?: ChanceResults }
  | { status: 'done'; results: ChanceResults }
  | { status: 'unavailable' };

/** Longer than any run on a slow phone: past it, the worker is taken as stuck. */
const GIVE_UP_MS = 15_000;

/**
 * The chance of success for today's plan and its what-ifs, from the simulation worker. The
 * worker starts with the first plan (after the first view) and is reused; only the answer to the
 * latest plan is kept. Where a worker cannot start or fails, the state says "unavailable" and the
 * deterministic answer stands alone.
 */
export function useChanceOfSuccess(
  plan: RetirementInput | null,
  autoIncrease: number,
): ChanceState {
  const [state, setState] = useState<ChanceState>({ status: 'idle' });
  const worker = useRef<Worker | null | undefined>(undefined);
  const latest = useRef(0);
  const key = plan ? JSON.stringify([plan, autoIncrease]) : null;

  useEffect(
    () => () => {
      worker.current?.terminate();
    },
    [],
  );

  useEffect(() => {
    if (!plan || key === null) return;
    if (worker.current === undefined) {
      const started = startWorker(
        () => new Worker(new URL('./chance.worker.ts', import.meta.url), { type: 'module' }),
      );
      worker.current = started ?? null;
      if (started) {
        const stop = () => {
          worker.current?.terminate();
          worker.current = null;
          setState({ status: 'unavailable' });
        };
        const fail = (event: Event) => {
          // Handled here: a failed simulation is a note on screen, not a console error.
          event.preventDefault();
          stop();
        };
        started.addEventListener('error', fail);
        started.addEventListener('messageerror', fail);
        started.addEventListener('message', (event: MessageEvent<unknown>) => {
          // A worker file from another deploy may answer in another shape: no figures from it.
          const parsed = v.safeParse(chanceResponseSchema, event.data);
          if (!parsed.success) {
            stop();
            return;
          }
          const response = parsed.output;
          if (response.id !== latest.current) return;
          setState({ status: 'done', results: response.results });
          // For `npm run bench:calculator`: how long each scenario's paths took in the worker.
          for (const [name, ms] of Object.entries(response.timings)) {
            performance.clearMarks(`retirewell:simulation:${name}`);
            performance.mark(`retirewell:simulation:${name}`, { detail: ms });
          }
        });
      }
    }
    const current = worker.current;
    if (!current) {
      setState({ status: 'unavailable' });
      return;
    }
    latest.current += 1;
    const request: ChanceRequest = { id: latest.current, plan, autoIncrease };
    current.postMessage(request);
    // The last answer stays on screen, marked as updating, until the new one arrives.
    setState((previous) => ({
      status: 'running',
      previous:
        previous.status === 'done'
          ? previous.results
          : previous.status === 'running'
            ? previous.previous
            : undefined,
    }));
    const giveUp = setTimeout(() => {
      setState((now) => (now.status === 'running' ? { status: 'unavailable' } : now));
    }, GIVE_UP_MS);
    return () => {
      clearTimeout(giveUp);
    };
    // `key` stands for the plan's contents: a new object with the same inputs is not a new run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return state;
}
