/**
 * The worker `create` starts, or undefined where none can start: a browser without workers, or
 * a constructor that throws (assets on another origin, a CSP that forbids it). `create` holds
 * the literal `new Worker(new URL(...), { type: 'module' })` that Vite builds the worker from.
 */
export function startWorker(create: () => Worker): Worker | undefined {
  if (typeof Worker === 'undefined') return undefined;
  try {
    return create();
  } catch {
    return undefined;
  }
}
