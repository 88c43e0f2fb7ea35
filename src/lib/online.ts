import { onlineManager } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * How long after the connection comes back a failure still counts as its return's: the signal
 * can come before the network carries requests (a phone's radio waking, DNS not answering yet).
 */
export const RECONNECT_GRACE_MS = 10_000;
/** The wait before trying again what failed within that grace. */
export const RECONNECT_RETRY_DELAY_MS = 1_000;

/** When the connection last came back, by the same signal the hook below follows. */
let reconnectedAt = Number.NEGATIVE_INFINITY;
onlineManager.subscribe((online) => {
  if (online) reconnectedAt = Date.now();
});

/**
 * Calls `retry` once each time the connection comes back while `enabled`: what failed for want
 * of it (a chunk, a catalog) then loads by itself, as paused data queries already do. The online
 * state is TanStack Query's onlineManager, so both recover on the same signal. What fails again
 * within RECONNECT_GRACE_MS of the return (it came too early) is tried again a second later, so a
 * page is not left on its error for a connection that works; after the grace, a failure waits
 * for the participant (a deploy's missing file would fail for good).
 */
export function useRetryOnReconnect(retry: () => void, enabled = true) {
  const latest = useRef(retry);
  useEffect(() => {
    latest.current = retry;
  });
  useEffect(() => {
    if (!enabled) return;
    let wasOnline = onlineManager.isOnline();
    const again =
      wasOnline && Date.now() - reconnectedAt < RECONNECT_GRACE_MS
        ? setTimeout(() => {
            latest.current();
          }, RECONNECT_RETRY_DELAY_MS)
        : undefined;
    const unsubscribe = onlineManager.subscribe((online) => {
      if (online && !wasOnline) latest.current();
      wasOnline = online;
    });
    return () => {
      clearTimeout(again);
      unsubscribe();
    };
  }, [enabled]);
}
