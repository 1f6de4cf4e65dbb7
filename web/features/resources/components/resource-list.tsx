import type { Finding } from '../../../../shared/diagnose/finding.ts';
import type { ResourceItem, ResourceTemplateItem } from '../../../../shared/protocol-read/resource-item.ts';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { ProblemMarker } from '../../../components/problem-marker.tsx';
import { isAppResource } from '../../../../shared/apps/tool-app.ts';

export type ResourceSelection = { kind: 'resource' | 'template'; key: string };

const rowClass = (selected: boolean) =>
  `w-full border-l-2 px-3 py-1.5 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-sky-500 ${
    selected ? 'border-sky-400 bg-zinc-800/80' : 'border-transparent hover:bg-zinc-900'
  }`;

function Row({
  label,
  detail,
  findings,
  app,
  selected,
  onSelect,
}: {
  label: string;
  detail: string;
  findings: readonly Finding[];
  app: boolean;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <button type="button" aria-pressed={selected} onClick={onSelect} className={rowClass(selected)}>
      <span className="flex min-w-0 items-center gap-2">
        <span className="min-w-0 truncate text-[13px] text-zinc-100">{label}</span>
        <ProblemMarker findings={findings} />
        {app ? (
          <span
            title="An MCP App's view: it renders in a sandbox"
            className="shrink-0 rounded border border-fuchsia-700/70 px-1 text-[10px] leading-4 text-fuchsia-200"
          >
            app
          </span>
        ) : null}
      </span>
      <span className="block truncate font-mono text-[11px] text-zinc-500">{detail}</span>
    </button>
  );
}

function Heading({ children }: { children: string }) {
  return <h3 className="px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-zinc-500">{children}</h3>;
}

interface Listed {
  key: string;
  raw: unknown;
  name: string;
  title?: string;
  findings: readonly Finding[];
}

/** One headed list of rows: resources, or templates. */
function Section<T extends Listed>({
  noun,
  plural,
  label,
  items,
  detail,
  kind,
  selected,
  onSelect,
}: {
  noun: string;
  plural: string;
  label: string;
  items: readonly T[];
  detail: (item: T) => string;
  kind: ResourceSelection['kind'];
  selected: ResourceSelection | undefined;
  onSelect: (selection: ResourceSelection) => void;
}) {
  return (
    <>
      <Heading>{`${items.length} ${items.length === 1 ? noun : plural}`}</Heading>
      <ul aria-label={label}>
        {items.map((item, index) => (
          <li key={item.key}>
            <ErrorBoundary what={`${noun} ${index + 1}`} inline resetKey={item}>
              <Row
                label={item.title ?? item.name}
                detail={detail(item)}
                findings={item.findings}
                app={isAppResource(item.raw)}
                selected={selected?.kind === kind && selected.key === item.key}
                onSelect={() => onSelect({ kind, key: item.key })}
              />
            </ErrorBoundary>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Resources, then resource templates; a row that fails to render is replaced by a one-line note. */
export function ResourceList({
  resources,
  templates,
  selected,
  onSelect,
}: {
  resources: readonly ResourceItem[];
  templates: readonly ResourceTemplateItem[];
  selected: ResourceSelection | undefined;
  onSelect: (selection: ResourceSelection) => void;
}) {
  return (
    <>
      <Section
        noun="resource"
        plural="resources"
        label="Resources"
        items={resources}
        detail={(item) => item.uri}
        kind="resource"
        selected={selected}
        onSelect={onSelect}
      />
      {templates.length ? (
        <Section
          noun="template"
          plural="templates"
          label="Resource templates"
          items={templates}
          detail={(item) => item.uriTemplate}
          kind="template"
          selected={selected}
          onSelect={onSelect}
        />
      ) : null}
    </>
  );
}
