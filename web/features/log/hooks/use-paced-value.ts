import { useEffect, useRef, useState } from 'react';

/**
 * `value`, changed at most once every `everyMs`: a change that comes sooner
 * is shown when that time is up (the latest one then), and one after a
 * quiet spell in the next task.
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
    // Shown in a task of its own even when due at once: a change that came with the frame's batch of store updates
    // would otherwise be drawn inside that frame's task, with the frame's style, layout and paint after it.
    const timer = setTimeout(show, Math.max(0, shownAt.current + everyMs - Date.now()));
    return () => clearTimeout(timer);
  }, [value, shown, everyMs]);
  return shown;
}
