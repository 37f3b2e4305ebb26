import { useEffect, useState } from 'react';

/**
 * The value once it has stayed the same for `delayMs` (typing settles before a search is sent). An `immediate`
 * value (a cleared search) is taken at once, and replaces the one that was waiting: typing again afterwards
 * never brings back the value from before it.
 */
export function useDebouncedValue<T>(value: T, delayMs: number, { immediate = false } = {}): T {
  const [settled, setSettled] = useState(value);
  if (immediate && !Object.is(settled, value)) setSettled(value);
  useEffect(() => {
    if (immediate) return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs, immediate]);
  return immediate ? value : settled;
}
