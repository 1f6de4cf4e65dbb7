import { AddToCollection } from '../../../components/add-to-collection.tsx';
import { Button } from '../../../components/button.tsx';
import { OutcomeView } from '../../../components/outcome-view.tsx';
import { useResourceRead } from '../api/resources.ts';
import { useResourceSubscriptions } from '../hooks/use-resource-subscriptions.ts';
import { ResourceContents } from '../../../components/content/resource-contents.tsx';
import { LazyAppView } from '../../../components/mcp-app/lazy-app-view.tsx';
import { Segmented } from '../../../components/segmented.tsx';
import { useSessionState } from '../../../lib/session-context.tsx';
import { useState } from 'react';

/** Reads one uri and shows its contents; it can be read again, and followed (resources/subscribe, or subscriptions/listen on 2026-07-28) when the server offers it. */
export function ResourceRead({ uri, app = false }: { uri: unknown; app?: boolean }) {
  const state = useSessionState();
  /** An app's view is previewed rendered; its source is one click away. */
  const [shown, setShown] = useState<'rendered' | 'source'>('rendered');
  const read = useResourceRead(uri);
  const subscriptions = useResourceSubscriptions();
  const subscribable = subscriptions.offered && typeof uri === 'string';
  const subscribed = typeof uri === 'string' && subscriptions.isSubscribed(uri);
  const subscribeError = typeof uri === 'string' ? subscriptions.errorFor(uri) : undefined;
  const actions = (
    <>
      {subscribable ? (
        <Button
          className="px-2 py-0.5 text-xs aria-pressed:border-sky-700 aria-pressed:text-sky-300"
          aria-pressed={subscribed}
          title={
            subscribed
              ? 'The server says when this resource changes, and it is read again; click to unsubscribe'
              : `Ask the server to say when this resource changes (${subscriptions.method})`
          }
          disabled={subscriptions.pending}
          onClick={() => subscriptions.toggle(uri)}
        >
          {subscribed ? 'Subscribed' : 'Subscribe'}
        </Button>
      ) : null}
      <Button className="px-2 py-0.5 text-xs" disabled={read.isFetching} onClick={() => void read.refetch()}>
        Read again
      </Button>
      <AddToCollection
        target={() => (typeof uri === 'string' ? { kind: 'resource', uri } : undefined)}
        {...(typeof uri === 'string' ? {} : { why: 'This resource’s uri is not text: a collection cannot name it' })}
      />
    </>
  );
  return (
    <div className="space-y-2">
      {subscribeError ? (
        <p role="alert" className="text-xs text-rose-300">
          Could not change the subscription: {subscribeError}
        </p>
      ) : null}
      {app ? (
        <Segmented
          label="Show the app as"
          value={shown}
          options={
            [
              ['rendered', 'Rendered'],
              ['source', 'Source'],
            ] as const
          }
          onChange={setShown}
        />
      ) : null}
      <OutcomeView label="Resource contents" outcome={read.data} running={read.isFetching} actions={actions}>
        {(result, problems) =>
          app && shown === 'rendered' && typeof uri === 'string' && state.status === 'connected' ? (
            <LazyAppView
              key={`${uri} ${read.dataUpdatedAt}`}
              uri={uri}
              read={result}
              tool={undefined}
              connection={state.connection}
              input={{}}
              onClose={() => setShown('source')}
            />
          ) : (
            <ResourceContents result={result} problems={problems} />
          )
        }
      </OutcomeView>
    </div>
  );
}
