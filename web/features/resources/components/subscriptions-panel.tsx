import type { Availability } from '../../../../shared/protocol/revision-features.ts';
import { filterParts, notHonored } from '../../../../shared/session/subscription-filter.ts';
import type { SessionSubscription } from '../../../../shared/session/subscriptions.ts';
import { Button } from '../../../components/button.tsx';
import type { ListChangeOffer } from '../hooks/use-subscriptions-panel.ts';

const statusTone: Record<SessionSubscription['status'], string> = {
  opening: 'border-sky-800/70 bg-sky-950 text-sky-300',
  active: 'border-emerald-800/70 bg-emerald-950 text-emerald-300',
  ended: 'border-zinc-700 bg-zinc-800 text-zinc-300',
};

const clock = (t: number) => new Date(t).toLocaleTimeString(undefined, { hour12: false });

function SubscriptionRow({ entry, onEnd }: { entry: SessionSubscription; onEnd: (id: string) => void }) {
  const missing = notHonored(entry.filter, entry.honoredFilter);
  const action =
    entry.status === 'ended' ? 'Dismiss' : entry.via === 'resources/subscribe' ? 'Unsubscribe' : 'End subscription';
  return (
    <li aria-label={entry.label} className="space-y-1 border-b border-zinc-900 px-3 py-2 text-xs">
      <div className="flex items-center gap-2">
        <span className={`rounded border px-1.5 py-0.5 font-mono text-[11px] ${statusTone[entry.status]}`}>
          {entry.status}
        </span>
        <span className="min-w-0 flex-1 truncate text-zinc-100" title={entry.label}>
          {entry.label}
        </span>
        <Button
          className="px-2 py-0.5 text-xs"
          variant={entry.status === 'ended' ? 'ghost' : 'secondary'}
          onClick={() => onEnd(entry.id)}
        >
          {action}
        </Button>
      </div>
      <p className="break-all text-zinc-400">{filterParts(entry.filter).join(', ') || 'nothing'}</p>
      <p className="font-mono text-[11px] text-zinc-500">
        {entry.via}
        {entry.requestId !== undefined ? ` ${String(entry.requestId)}` : ''} · since {clock(entry.openedAt)}
        {entry.auto ? ' · opened by the SDK on connect' : ''}
      </p>
      {missing.length ? <p className="text-amber-300">Not honored by the server: {missing.join(', ')}</p> : null}
      {entry.endedBecause ? <p className="text-zinc-400">{entry.endedBecause}</p> : null}
    </li>
  );
}

/**
 * The connection's subscriptions, each with what it follows, since when,
 * its status and a way to end it; on 2026-07-28, buttons that open a
 * list-changes subscription.
 */
export function SubscriptionsPanel({
  connected,
  subscriptions,
  listen,
  offers,
  problem,
  onOpen,
  onEnd,
}: {
  connected: boolean;
  subscriptions: readonly SessionSubscription[];
  listen: Availability;
  offers: readonly ListChangeOffer[];
  problem?: string;
  onOpen: (offer: ListChangeOffer) => void;
  onEnd: (id: string) => void;
}) {
  return (
    <section aria-label="Subscriptions" className="border-t border-zinc-800">
      <h3 className="px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-zinc-500">Subscriptions</h3>
      {subscriptions.length ? (
        <ul aria-label="Active subscriptions">
          {subscriptions.map((entry) => (
            <SubscriptionRow key={entry.id} entry={entry} onEnd={onEnd} />
          ))}
        </ul>
      ) : (
        <p className="px-3 pb-2 text-xs text-zinc-500">None. Subscribe to a resource to follow its changes.</p>
      )}
      {problem ? (
        <p role="alert" className="px-3 pb-2 text-xs text-rose-300">
          Could not end the subscription: {problem}
        </p>
      ) : null}
      <div className="space-y-1 px-3 pb-3 pt-1">
        {listen.available ? (
          <div className="flex flex-wrap items-center gap-1.5 text-xs text-zinc-500">
            <span>Listen for list changes of</span>
            {offers.map((offer) => (
              <Button
                key={offer.key}
                className="px-2 py-0.5 text-xs"
                aria-label={`Listen for ${offer.label}`}
                disabled={!connected}
                title={offer.notDeclared ?? `subscriptions/listen for ${offer.label}`}
                onClick={() => onOpen(offer)}
              >
                {offer.key}
              </Button>
            ))}
          </div>
        ) : (
          <p className="text-xs text-zinc-500">
            List-change subscriptions unavailable: {listen.why}; the server sends list changes without being asked.
          </p>
        )}
      </div>
    </section>
  );
}
