import { Button } from '../../../components/button.tsx';
import { OutcomeView } from '../../../components/outcome-view.tsx';
import { useResourceRead } from '../api/resources.ts';
import { useResourceSubscriptions } from '../hooks/use-resource-subscriptions.ts';
import { ResourceContents } from '../../../components/content/resource-contents.tsx';

/** Reads one uri and shows its contents; it can be read again, and followed (resources/subscribe, or subscriptions/listen on 2026-07-28) when the server offers it. */
export function ResourceRead({ uri }: { uri: unknown }) {
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
          title={subscribed ? 'The server says when this resource changes, and it is read again; click to unsubscribe' : `Ask the server to say when this resource changes (${subscriptions.method})`}
          disabled={subscriptions.pending}
          onClick={() => subscriptions.toggle(uri)}
        >
          {subscribed ? 'Subscribed' : 'Subscribe'}
        </Button>
      ) : null}
      <Button className="px-2 py-0.5 text-xs" disabled={read.isFetching} onClick={() => void read.refetch()}>
        Read again
      </Button>
    </>
  );
  return (
    <div className="space-y-2">
      {subscribeError ? (
        <p role="alert" className="text-xs text-rose-300">
          Could not change the subscription: {subscribeError}
        </p>
      ) : null}
      <OutcomeView label="Resource contents" outcome={read.data} running={read.isFetching} actions={actions}>
        {(result, problems) => <ResourceContents result={result} problems={problems} />}
      </OutcomeView>
    </div>
  );
}
