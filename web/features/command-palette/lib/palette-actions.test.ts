import { describe, expect, it } from 'vitest';
import { type ActionFacts, actionUnavailable } from './palette-actions.ts';

const facts = (more: Partial<ActionFacts>): ActionFacts => ({
  status: 'connected',
  formReady: true,
  logSize: 10,
  entryCopyable: false,
  recentServers: 1,
  ...more,
});

describe('actionUnavailable', () => {
  it('offers Connect or Reconnect and Disconnect as the connection stands', () => {
    expect(actionUnavailable('connect', facts({}))).toBe('hidden');
    expect(actionUnavailable('reconnect', facts({}))).toBeUndefined();
    expect(actionUnavailable('disconnect', facts({ status: 'disconnected' }))).toBe('hidden');
    expect(actionUnavailable('connect', facts({ status: 'disconnected' }))).toBeUndefined();
    expect(actionUnavailable('connect', facts({ status: 'idle', formReady: false }))).toBe(
      'The connection form names no server yet',
    );
  });

  it('says why an action cannot be done now', () => {
    expect(actionUnavailable('run-checkup', facts({ status: 'error' }))).toMatch(/^Not connected/);
    expect(actionUnavailable('clear-log', facts({ logSize: 0 }))).toBe('The log is empty');
    expect(actionUnavailable('copy-as-command', facts({}))).toBe('Open a request in the Log first');
    expect(actionUnavailable('copy-as-command', facts({ entryCopyable: true }))).toBeUndefined();
    expect(actionUnavailable('switch-server', facts({ recentServers: 0 }))).toBe('No recent servers yet');
  });
});
