import { useMemo } from 'react';
import { prettyJson } from './result-format.ts';
import { ResultLargeText } from './result-large-text.tsx';

/** Any value as pretty-printed JSON. */
export function ResultJson({ value }: { value: unknown }) {
  const text = useMemo(() => prettyJson(value), [value]);
  return <ResultLargeText text={text} />;
}
