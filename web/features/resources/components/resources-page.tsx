import { useEffect, useState } from 'react';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { ListProblems, ListState } from '../../../components/list-state.tsx';
import { useResourcesList, useResourceUpdatedRefetch } from '../api/resources.ts';
import { ResourceDetails } from './resource-details.tsx';
import { ResourceList, type ResourceSelection } from './resource-list.tsx';
import { ResourceRead } from './resource-read.tsx';
import { isAppResource } from '../../../../shared/apps/tool-app.ts';
import { SubscriptionsPanel } from './subscriptions-panel.tsx';
import { useSubscriptionsPanel } from '../hooks/use-subscriptions-panel.ts';
import { TemplateForm } from './template-form.tsx';
import { useCompleter } from '../../../lib/use-completion-suggest.ts';
import { useObservable, useSessionState } from '../../../lib/session-context.tsx';
import { placeRequest, requestedItem, showItem, type PlaceItem, type PlaceRequest } from '../../../lib/page-place.ts';

/** Shown when there is something to subscribe to (a resource, a template) or a subscription open; otherwise its words would only puzzle. */
function Subscriptions({ somethingToFollow }: { somethingToFollow: boolean }) {
  const panel = useSubscriptionsPanel();
  if (!somethingToFollow && panel.subscriptions.length === 0) return null;
  return (
    <SubscriptionsPanel {...panel} onOpen={(offer) => void panel.open(offer)} onEnd={(id) => void panel.end(id)} />
  );
}

/** Resources and resource templates; choosing a resource reads it, filling a template's variables reads the uri they make. */
export function ResourcesPage() {
  const list = useResourcesList();
  const [selection, setSelection] = useState<ResourceSelection>();
  /** The uri read from the chosen template, once its form is sent; each send reads again. */
  const [templateRead, setTemplateRead] = useState<{ uri: string; count: number }>();
  useResourceUpdatedRefetch();
  const connected = useSessionState().status === 'connected';
  const template =
    selection?.kind === 'template' ? list.data?.templates.find((item) => item.key === selection.key) : undefined;
  const completer = useCompleter({ type: 'ref/resource', uri: template?.uriTemplate ?? '' });
  // A resource asked for by its URI, or a template by its URI template (a link, the command palette), is chosen once listed.
  const asked = requestedItem(useObservable(placeRequest), 'resources');
  const [placed, setPlaced] = useState<PlaceRequest>();
  if (asked && asked.request !== placed && (list.data || !asked.item)) {
    const wanted = asked.item && findItem(list.data, asked.item);
    if (wanted || !asked.item) {
      setPlaced(asked.request);
      setSelection(wanted);
      setTemplateRead(undefined);
    }
  }
  const shown = placeItemOf(list.data, selection);
  // The page's address follows the chosen resource or template (web/app/page-address-sync.ts).
  const shownKind = shown?.kind;
  const shownName = shown?.name;
  useEffect(
    () =>
      showItem(
        'resources',
        shownKind && shownName !== undefined ? { kind: shownKind, name: shownName } : undefined,
        false,
      ),
    [shownKind, shownName],
  );
  if (!list.data) {
    return (
      <div className="flex-1 overflow-auto">
        <ListState query={list} noun="resources" />
        {connected ? <Subscriptions somethingToFollow={false} /> : null}
      </div>
    );
  }
  const { resources, templates, listFindings } = list.data;
  const resource = selection?.kind === 'resource' ? resources.find((item) => item.key === selection.key) : undefined;
  return (
    <div className="flex min-h-0 flex-1">
      <aside className="w-80 shrink-0 overflow-auto border-r border-zinc-800">
        <ListProblems findings={listFindings} />
        <ResourceList
          resources={resources}
          templates={templates}
          selected={selection}
          onSelect={(next) => {
            setSelection(next);
            setTemplateRead(undefined);
            showItem('resources', placeItemOf(list.data, next), true);
          }}
        />
        <Subscriptions somethingToFollow={resources.length + templates.length > 0} />
      </aside>
      <div className="min-w-0 flex-1 space-y-4 overflow-auto p-4">
        {resource ? (
          <ErrorBoundary what="this resource" data={resource.raw} resetKey={resource}>
            <ResourceDetails item={resource} noun="resource" />
            <ResourceRead key={resource.key} uri={resource.rawUri} app={isAppResource(resource.raw)} />
          </ErrorBoundary>
        ) : template ? (
          <ErrorBoundary what="this template" data={template.raw} resetKey={template}>
            <ResourceDetails item={template} noun="template" />
            {template.usable ? (
              <TemplateForm
                key={template.key}
                uriTemplate={template.uriTemplate}
                completer={completer}
                onRead={(uri) => setTemplateRead((previous) => ({ uri, count: (previous?.count ?? 0) + 1 }))}
              />
            ) : null}
            {templateRead ? <ResourceRead key={templateRead.count} uri={templateRead.uri} /> : null}
          </ErrorBoundary>
        ) : (
          <p className="text-sm text-zinc-500">Choose a resource to read it, or a template to fill in.</p>
        )}
      </div>
    </div>
  );
}

type ResourcesList = ReturnType<typeof useResourcesList>['data'];

/** The listed resource (by its URI) or template (by its URI template) a place names. */
function findItem(data: ResourcesList, item: PlaceItem): ResourceSelection | undefined {
  const found =
    item.kind === 'resource'
      ? data?.resources.find((resource) => resource.uri === item.name)
      : item.kind === 'template'
        ? data?.templates.find((template) => template.uriTemplate === item.name)
        : undefined;
  return found && { kind: item.kind as ResourceSelection['kind'], key: found.key };
}

/** The place of a selection: a resource by its URI, a template by its URI template. */
function placeItemOf(data: ResourcesList, selection: ResourceSelection | undefined): PlaceItem | undefined {
  if (!selection) return undefined;
  const name =
    selection.kind === 'resource'
      ? data?.resources.find((resource) => resource.key === selection.key)?.uri
      : data?.templates.find((template) => template.key === selection.key)?.uriTemplate;
  return name === undefined ? undefined : { kind: selection.kind, name };
}
