import { useEffect, useRef, useState } from 'react';

/**
 * `value`, changed at most once every `everyMs`: a change that comes sooner
 * is shown when that time is up (the latest one then), and one after a
 * quiet spell is shown at once.
 */
export function usePacedValue<T>(value: T, everyMs: number): T {
  const [shown, setShown] = useState(value);
  const shownAt = useRef(0);
  useEffect(() => {
    if (Object.is(value, shown)) return;
    const show = () => {
      shownAt.current = Date.now();
      setShown(value);
    };
    const wait = shownAt.current + everyMs - Date.now();
    if (wait <= 0) {
      show();
      return;
    }
    const timer = setTimeout(show, wait);
    return () => clearTimeout(timer);
  }, [value, shown, everyMs]);
  return shown;
}
