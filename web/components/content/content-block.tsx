import { ContentBlockMedia } from './content-block-media.tsx';
import { ContentBlockResourceLink } from './content-block-resource-link.tsx';
import { ContentBlockResource } from './content-block-resource.tsx';
import { ContentBlockText } from './content-block-text.tsx';
import { ContentBlockUnknown } from './content-block-unknown.tsx';
import type { ContentView } from '../../../shared/result-read/read-content.ts';

/** One content block (of a tool result, a prompt message, an embedded resource), by its type. */
export function ContentBlock({
  block,
  index,
  readContents = false,
}: {
  block: ContentView;
  index: number;
  /** An entry of a resources/read result: labelled text or blob rather than resource. */
  readContents?: boolean;
}) {
  switch (block.kind) {
    case 'text':
      return <ContentBlockText block={block} index={index} />;
    case 'image':
    case 'audio':
      return <ContentBlockMedia block={block} index={index} />;
    case 'resource':
      return (
        <ContentBlockResource
          block={block}
          index={index}
          label={readContents ? (block.blob !== undefined ? 'blob' : 'text') : 'resource'}
        />
      );
    case 'resource_link':
      return <ContentBlockResourceLink block={block} index={index} />;
    case 'unknown':
      return <ContentBlockUnknown block={block} index={index} />;
  }
}
