import { useEffect, useState } from 'react';
import type { EnumOption } from '../../../shared/schema-form/field.ts';
import { continueEnumSearch, startEnumSearch, type EnumSearch } from '../../../shared/schema-form/enum-search.ts';

/**
 * The options matching `query`, found a slice at a time, each slice in a
 * task of its own: a million options are read without holding the page,
 * and a new keystroke drops the search it replaces. Nothing runs while the
 * list is closed.
 */
export function useEnumSearch(options: readonly EnumOption[], query: string, open: boolean): EnumSearch {
  const [search, setSearch] = useState<EnumSearch>(() => startEnumSearch(options, ''));
  useEffect(() => {
    if (!open) return;
    let current = startEnumSearch(options, query);
    setSearch(current);
    if (current.done) return;
    let timer = setTimeout(function step() {
      current = continueEnumSearch(options, current);
      setSearch(current);
      if (!current.done) timer = setTimeout(step, 0);
    }, 0);
    return () => clearTimeout(timer);
  }, [options, query, open]);
  return search;
}
