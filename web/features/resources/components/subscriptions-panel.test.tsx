import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SessionSubscription } from '../../../../shared/session/subscriptions.ts';
import type { ListChangeOffer } from '../hooks/use-subscriptions-panel.ts';
import { SubscriptionsPanel } from './subscriptions-panel.tsx';

const listen: SessionSubscription = {
  id: 's1',
  connection: 1,
  via: 'subscriptions/listen',
  filter: { toolsListChanged: true, promptsListChanged: true },
  honoredFilter: { toolsListChanged: true },
  requestId: 'listen:0',
  openedAt: 0,
  label: 'tool and prompt lists',
  status: 'active',
};
const subscribed: SessionSubscription = {
  id: 's2',
  connection: 1,
  via: 'resources/subscribe',
  filter: { resourceSubscriptions: ['file:///a'] },
  openedAt: 0,
  label: 'file:///a',
  status: 'active',
};
const offers: ListChangeOffer[] = [{ key: 'tools', filter: { toolsListChanged: true }, label: 'tools list changes' }];

function render(subscriptions: SessionSubscription[], available = true): string {
  const availability = available
    ? { available: true as const }
    : { available: false as const, why: 'subscriptions/listen arrived in 2026-07-28; this session speaks 2025-11-25' };
  return renderToStaticMarkup(
    <SubscriptionsPanel
      connected
      subscriptions={subscriptions}
      listen={availability}
      offers={offers}
      onOpen={() => {}}
      onEnd={() => {}}
    />,
  );
}

describe('SubscriptionsPanel', () => {
  it('lists each subscription with what it follows, its listen request, status, what was not honored and an End subscription button', () => {
    const html = render([listen]);
    expect(html).toContain('aria-label="Subscriptions"');
    expect(html).toContain('tools list changes, prompts list changes');
    expect(html).toContain('subscriptions/listen listen:0');
    expect(html).toContain('>active<');
    expect(html).toContain('Not honored by the server: prompts list changes');
    expect(html).toContain('>End subscription</button>');
    expect(html).toContain('aria-label="Listen for tools list changes"');
  });

  it('offers Unsubscribe for a resources/subscribe, Dismiss for one that ended, and says why it ended', () => {
    expect(render([subscribed])).toContain('>Unsubscribe</button>');
    const ended = render([{ ...listen, status: 'ended', endedBecause: 'The connection ended (Disconnect)' }]);
    expect(ended).toContain('>Dismiss</button>');
    expect(ended).toContain('The connection ended (Disconnect)');
  });

  it('shows list-change subscriptions as unavailable on a revision without subscriptions/listen, not as a failure', () => {
    const html = render([], false);
    expect(html).toContain('None. Subscribe to a resource');
    expect(html).toContain('unavailable: subscriptions/listen arrived in 2026-07-28');
    expect(html).not.toContain('Listen for');
    expect(html).not.toContain('role="alert"');
  });
});
