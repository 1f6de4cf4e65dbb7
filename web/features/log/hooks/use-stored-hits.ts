import { useEffect, useMemo, useState } from 'react';
import { storedMatch } from '../../../../shared/wire/wire-filter.ts';
import type { WireLog } from '../../../../shared/wire/wire-log.ts';

/** At most one search of the store a second while the log keeps moving text there. */
const RESEARCH_MS = 1000;

const none: readonly number[] = Object.freeze([]);

/**
 * The entries whose text moved to storage and matches the filter's text (or
 * expression), ascending: the store is searched when the query changes, and
 * again, at most once a second, while more text moves there. Empty while
 * nothing has moved.
 */
export function useStoredHits(log: WireLog, text: string, regex: boolean): readonly number[] {
  const match = useMemo(() => storedMatch({ text, regex }), [text, regex]);
  const key = match ? `${log.generation}|${JSON.stringify(match)}` : '';
  const [hits, setHits] = useState<{ key: string; seqs: readonly number[] }>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for match and the log's generation
  useEffect(() => {
    if (!match) return;
    let current = true;
    let running = false;
    let searchedAt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const search = async () => {
      const spilled = log.memory.spilledEntries;
      if (!current || running || spilled === searchedAt) return;
      running = true;
      searchedAt = spilled;
      try {
        const seqs = await log.searchStored(match);
        if (current) setHits({ key, seqs });
      } catch {
        // The store could not be read: the filter goes on with what is in memory.
      } finally {
        running = false;
      }
    };
    const later = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        void search();
      }, RESEARCH_MS);
    };
    void search();
    const unsubscribe = log.subscribe(later);
    return () => {
      current = false;
      clearTimeout(timer);
      unsubscribe();
    };
  }, [log, key]);
  return hits?.key === key ? hits.seqs : none;
}
