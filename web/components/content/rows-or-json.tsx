import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';

// The search for rows and the toggle load after the first screen; the table itself when first shown.
const RowsOrJsonBody = lazy(() => import('./rows-or-json-body.tsx'));

/**
 * A value that holds rows of objects (an array of them, or `{rows: [...]}`)
 * offered as a table, with its JSON (`json`) one click away; any other value
 * is just its JSON, which is also what shows until the code that decides has loaded.
 * `label` names the table ("Structured content").
 */
export function RowsOrJson(props: { value: unknown; label: string; json: ReactNode }) {
  return (
    <Suspense fallback={props.json}>
      <RowsOrJsonBody {...props} />
    </Suspense>
  );
}
