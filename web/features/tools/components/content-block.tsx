import { ContentBlockMedia } from './content-block-media.tsx';
import { ContentBlockResourceLink } from './content-block-resource-link.tsx';
import { ContentBlockResource } from './content-block-resource.tsx';
import { ContentBlockText } from './content-block-text.tsx';
import { ContentBlockUnknown } from './content-block-unknown.tsx';
import type { ContentView } from './result-read.ts';

/** One content block of a tool result, by its type. */
export function ContentBlock({ block, index }: { block: ContentView; index: number }) {
  switch (block.kind) {
    case 'text':
      return <ContentBlockText block={block} index={index} />;
    case 'image':
    case 'audio':
      return <ContentBlockMedia block={block} index={index} />;
    case 'resource':
      return <ContentBlockResource block={block} index={index} />;
    case 'resource_link':
      return <ContentBlockResourceLink block={block} index={index} />;
    case 'unknown':
      return <ContentBlockUnknown block={block} index={index} />;
  }
}
