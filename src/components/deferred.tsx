import { useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';

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
