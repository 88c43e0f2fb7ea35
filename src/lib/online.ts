import { onlineManager } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * Calls `retry` once each time the connection comes back while `enabled`: what failed for want
 * of it (a chunk, a catalog) then loads by itself, as paused data queries already do. The online
 * state is TanStack Query's onlineManager, so both recover on the same signal.
 */
export function useRetryOnReconnect(retry: () => void, enabled = true) {
  const latest = useRef(retry);
  useEffect(() => {
    latest.current = retry;
  });
  useEffect(() => {
    if (!enabled) return;
    let wasOnline = onlineManager.isOnline();
    return onlineManager.subscribe((online) => {
      if (online && !wasOnline) latest.current();
      wasOnline = online;
    });
  }, [enabled]);
}
