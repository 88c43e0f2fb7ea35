import { useDeferredValue, type ReactNode } from 'react';

/**
 * Renders `children` in a deferred render after the surrounding tree has committed (`fallback`
 * meanwhile). React splits that render into short tasks and commits it separately, so what
 * comes first (a loader, the top of a page and its largest image) paints without waiting for
 * it, and a phone's main thread is never blocked for long. Below the first screen nothing
 * visible moves when it arrives: the shell keeps the footer below the fold.
 */
export function Deferred({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const ready = useDeferredValue(true, false);
  return ready ? children : fallback;
}
