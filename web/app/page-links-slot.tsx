import { lazy, Suspense, type ComponentProps } from 'react';
import { ErrorBoundary } from '../components/error-boundary.tsx';

// The page's links (page-links.tsx) and the Copy link button, in one chunk the first screen does without.
const PageLinks = lazy(() => import('./page-links.tsx'));
const CopyLinkButton = lazy(() => import('./page-links.tsx').then((module) => ({ default: module.CopyLinkButton })));

type Props =
  | ({ part: 'address' } & ComponentProps<typeof PageLinks>)
  | ({ part: 'copy' } & ComponentProps<typeof CopyLinkButton>);

/**
 * One of the links' parts, drawn once its code is in. Its code comes after the first screen: if it cannot come (mcp-loupe
 * stopped a moment after the page connected), the part says so in its place and the rest of the page stays.
 */
export function PageLinksSlot(props: Props) {
  return (
    <ErrorBoundary what={props.part === 'address' ? "the page's link" : 'Copy link'} inline>
      <Suspense fallback={null}>
        {props.part === 'address' ? <PageLinks {...props} /> : <CopyLinkButton {...props} />}
      </Suspense>
    </ErrorBoundary>
  );
}
