import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * `value`, once it has stopped changing for `delayMs`. `flush` settles at once, on the latest
 * value or on one given (when the caller knows the next value before React renders it).
 */
export function useDebouncedValue<T>(value: T, delayMs: number, initial: T = value) {
  const [settled, setSettled] = useState(initial);
  const latest = useRef(value);

  useEffect(() => {
    latest.current = value;
    const timer = setTimeout(() => {
      setSettled(value);
    }, delayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [value, delayMs]);

  const flush = useCallback((next?: T) => {
    setSettled(next ?? latest.current);
  }, []);

  return [settled, flush] as const;
}
