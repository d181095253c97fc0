import { useEffect, useRef } from 'react';

/** Runs `effect` once `value` has stayed the same for `delayMs` (the search field's 300 ms). */
export function useDebouncedEffect<T>(value: T, delayMs: number, effect: (value: T) => void): void {
  const latest = useRef(effect);
  useEffect(() => {
    latest.current = effect;
  });
  useEffect(() => {
    const timer = window.setTimeout(() => latest.current(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
}
