import type { ResourceItem, ResourceTemplateItem } from '../../../../shared/protocol-read/resource-item.ts';
import { formatBytes } from '../../../components/content/format.ts';
import { ItemProblems } from '../../../components/item-problems.tsx';
import { MarkdownText } from '../../../components/content/markdown-text.tsx';

/** What the list says about a resource or a template: names, uri, type, description, and what is wrong with the entry. */
export function ResourceDetails({
  item,
  noun,
}: {
  item: ResourceItem | ResourceTemplateItem;
  noun: 'resource' | 'template';
}) {
  const address = 'uri' in item ? item.uri : item.uriTemplate;
  const size = 'size' in item ? item.size : undefined;
  return (
    <div className="space-y-3">
      <header className="space-y-1">
        <h2 className="flex flex-wrap items-baseline gap-x-2 text-base font-semibold text-zinc-100">
          <span className="min-w-0 break-words">{item.title ?? item.name}</span>
          {item.title && item.title !== item.name ? (
            <span className="min-w-0 break-all font-mono text-xs font-normal text-zinc-400">{item.name}</span>
          ) : null}
        </h2>
        <p className="flex flex-wrap gap-x-3 text-xs text-zinc-500">
          <span className="break-all font-mono text-sky-300">{address}</span>
          {item.mimeType ? <span className="font-mono">{item.mimeType}</span> : null}
          {size !== undefined ? <span>{formatBytes(size)}</span> : null}
        </p>
        {item.description ? (
          <MarkdownText
            text={item.description}
            label="Description"
            className="max-h-40 overflow-auto break-words text-sm text-zinc-400"
          />
        ) : null}
      </header>
      <ItemProblems noun={noun} findings={item.findings} raw={item.raw} />
    </div>
  );
}
