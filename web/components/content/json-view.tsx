import { useMemo } from 'react';
import { prettyJson } from './format.ts';
import { LargeText } from './large-text.tsx';

/** Any value as pretty-printed JSON. */
export function JsonView({ value }: { value: unknown }) {
  const text = useMemo(() => prettyJson(value), [value]);
  return <LargeText text={text} />;
}
