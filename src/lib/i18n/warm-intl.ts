import { startWorker } from '@/lib/start-worker';

// Imported first by main.tsx for this side effect: the worker (warm-intl.worker.ts) gets the
// browser's Intl locale tables ready while the rest of the first chunk is evaluated and the first
// calls are in flight, instead of in a main-thread task of 180 to 260 ms at 4x slowdown after the
// first paint (issue 22). Where no worker can start (a browser without workers, assets on
// another origin), the main thread builds the tables on first use, as it would without this.
startWorker(
  () => new Worker(new URL('./warm-intl.worker.ts', import.meta.url), { type: 'module' }),
);
