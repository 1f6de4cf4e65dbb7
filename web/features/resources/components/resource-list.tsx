import type { ResourceItem, ResourceTemplateItem } from '../../../../shared/protocol-read/resource-item.ts';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { ProblemMarker } from '../../../components/problem-marker.tsx';

export type ResourceSelection = { kind: 'resource' | 'template'; key: string };

const rowClass = (selected: boolean) =>
  `w-full border-l-2 px-3 py-1.5 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-sky-500 ${
    selected ? 'border-sky-400 bg-zinc-800/80' : 'border-transparent hover:bg-zinc-900'
  }`;

function Row({ label, detail, problems, selected, onSelect }: { label: string; detail: string; problems: readonly string[]; selected: boolean; onSelect: () => void }) {
  return (
    <button type="button" aria-pressed={selected} onClick={onSelect} className={rowClass(selected)}>
      <span className="flex min-w-0 items-center gap-2">
        <span className="min-w-0 truncate text-[13px] text-zinc-100">{label}</span>
        <ProblemMarker problems={problems} />
      </span>
      <span className="block truncate font-mono text-[11px] text-zinc-500">{detail}</span>
    </button>
  );
}

function Heading({ children }: { children: string }) {
  return <h3 className="px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-zinc-500">{children}</h3>;
}

/** Resources, then resource templates; a row that fails to render is replaced by a one-line note. */
export function ResourceList({ resources, templates, selected, onSelect }: {
  resources: readonly ResourceItem[];
  templates: readonly ResourceTemplateItem[];
  selected: ResourceSelection | undefined;
  onSelect: (selection: ResourceSelection) => void;
}) {
  const isSelected = (kind: ResourceSelection['kind'], key: string) => selected?.kind === kind && selected.key === key;
  return (
    <>
      <Heading>{`${resources.length} ${resources.length === 1 ? 'resource' : 'resources'}`}</Heading>
      <ul aria-label="Resources">
        {resources.map((resource, index) => (
          <li key={resource.key}>
            <ErrorBoundary what={`resource ${index + 1}`} inline resetKey={resource}>
              <Row
                label={resource.title ?? resource.name}
                detail={resource.uri}
                problems={resource.problems}
                selected={isSelected('resource', resource.key)}
                onSelect={() => onSelect({ kind: 'resource', key: resource.key })}
              />
            </ErrorBoundary>
          </li>
        ))}
      </ul>
      {templates.length ? (
        <>
          <Heading>{`${templates.length} ${templates.length === 1 ? 'template' : 'templates'}`}</Heading>
          <ul aria-label="Resource templates">
            {templates.map((template, index) => (
              <li key={template.key}>
                <ErrorBoundary what={`template ${index + 1}`} inline resetKey={template}>
                  <Row
                    label={template.title ?? template.name}
                    detail={template.uriTemplate}
                    problems={template.problems}
                    selected={isSelected('template', template.key)}
                    onSelect={() => onSelect({ kind: 'template', key: template.key })}
                  />
                </ErrorBoundary>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
