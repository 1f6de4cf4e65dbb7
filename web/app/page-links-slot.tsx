import { lazy, Suspense, type ComponentProps } from 'react';

// The page's links (page-links.tsx) and the Copy link button, in one chunk the first screen does without.
const PageLinks = lazy(() => import('./page-links.tsx'));
const CopyLinkButton = lazy(() => import('./page-links.tsx').then((module) => ({ default: module.CopyLinkButton })));

type Props =
  | ({ part: 'address' } & ComponentProps<typeof PageLinks>)
  | ({ part: 'copy' } & ComponentProps<typeof CopyLinkButton>);

/** One of the links' parts, drawn once its code is in. */
export function PageLinksSlot(props: Props) {
  return (
    <Suspense fallback={null}>
      {props.part === 'address' ? <PageLinks {...props} /> : <CopyLinkButton {...props} />}
    </Suspense>
  );
}
