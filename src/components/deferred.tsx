import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * `value` as it was one task ago (`initialValue` on the first render, as React's
 * useDeferredValue takes it): a render it causes runs in a task of its own, after the
 * browser has painted what the current render shows. The production build renders with Preact
 * (issue 22), which renders synchronously, without React's time slicing: yielding here is what
 * keeps a phone's main thread free between the parts of a page.
 */
export function useValueAfterPaint<T>(value: T, initialValue: T = value): T {
  const [later, setLater] = useState(initialValue);
  useEffect(() => {
    if (Object.is(later, value)) return;
    const timer = setTimeout(() => {
      setLater(() => value);
    }, 0);
    return () => {
      clearTimeout(timer);
    };
  }, [later, value]);
  return later;
}

/**
 * Renders `children` in a task of its own after the surrounding tree has painted (`fallback`
 * meanwhile), so what comes first (a loader, the top of a page and its largest image) paints
 * without waiting for it, and a phone's main thread is never blocked for long. Below the first
 * screen nothing visible moves when it arrives: the shell keeps the footer below the fold.
 */
export function Deferred({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const ready = useValueAfterPaint(true, false);
  return ready ? children : fallback;
}

/**
 * Whether the element is within `margin` of the viewport (true for good once it has been): a
 * block below the fold loads its code as the reader nears it, not with the first view.
 */
export function useNearViewport<T extends Element>(margin = '400px 0px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near] as const;
}
