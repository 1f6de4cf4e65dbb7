import { describe, expect, it } from 'vitest';
import { methodFindings } from './method-rules.ts';

const rules = (findings: ReturnType<typeof methodFindings>) => findings.map((finding) => finding.rule);

describe('methodFindings', () => {
  it('takes a method the revision defines, from the side that sends it', () => {
    expect(methodFindings({ method: 'tools/call', kind: 'request', sender: 'client' }, '2025-11-25')).toEqual([]);
    expect(
      methodFindings({ method: 'notifications/progress', kind: 'notification', sender: 'server' }, '2024-11-05'),
    ).toEqual([]);
    expect(methodFindings({ method: 'server/discover', kind: 'request', sender: 'client' }, undefined)).toEqual([]);
  });

  it('flags an un-prefixed notification with what was meant', () => {
    const [finding] = methodFindings(
      { method: 'resources/updated', kind: 'notification', sender: 'server' },
      '2025-11-25',
    );
    expect(finding).toMatchObject({
      rule: 'unknown-notification',
      severity: 'warning',
      pointer: '/method',
      source: '2025-11-25',
      didYouMean: 'notifications/resources/updated',
    });
    expect(
      methodFindings({ method: 'tools/list_changed', kind: 'notification', sender: 'server' }, '2025-06-18')[0]
        ?.didYouMean,
    ).toBe('notifications/tools/list_changed');
    expect(
      methodFindings(
        { method: 'notifications/logging/message', kind: 'notification', sender: 'server' },
        '2025-06-18',
      )[0]?.didYouMean,
    ).toBe('notifications/message');
  });

  it('flags a method MCP does not define, without a suggestion when none is close', () => {
    const [finding] = methodFindings({ method: 'roots/add', kind: 'request', sender: 'client' }, '2025-11-25');
    expect(finding).toMatchObject({
      rule: 'unknown-method',
      message: expect.stringContaining('roots/add is not a method MCP defines in 2025-11-25'),
    });
    expect(finding?.didYouMean).toBeUndefined();
  });

  it('flags a method from another revision, naming where it lives', () => {
    expect(methodFindings({ method: 'tasks/get', kind: 'request', sender: 'client' }, '2025-06-18')).toMatchObject([
      {
        rule: 'method-not-in-revision',
        severity: 'error',
        message: 'tasks/get is not a method of 2025-06-18 (defined from 2025-11-25)',
      },
    ]);
    expect(
      methodFindings({ method: 'sampling/createMessage', kind: 'request', sender: 'server' }, '2026-07-28')[0]?.message,
    ).toContain('defined from 2024-11-05 to 2025-11-25');
    expect(
      methodFindings(
        { method: 'notifications/elicitation/complete', kind: 'notification', sender: 'server' },
        '2025-06-18',
      )[0],
    ).toMatchObject({ severity: 'warning' });
  });

  it('flags a message sent by the wrong side', () => {
    expect(
      methodFindings({ method: 'notifications/initialized', kind: 'notification', sender: 'server' }, '2025-11-25'),
    ).toMatchObject([
      {
        rule: 'wrong-sender',
        severity: 'error',
        message: 'notifications/initialized is sent by the client; the server must not send it',
      },
    ]);
    expect(
      rules(methodFindings({ method: 'sampling/createMessage', kind: 'request', sender: 'client' }, '2025-11-25')),
    ).toEqual(['wrong-sender']);
    expect(rules(methodFindings({ method: 'ping', kind: 'request', sender: 'server' }, '2025-11-25'))).toEqual([]);
  });

  it('flags a notification that carries an id, and a request that carries none', () => {
    expect(
      methodFindings({ method: 'notifications/progress', kind: 'request', sender: 'server' }, '2025-11-25'),
    ).toMatchObject([{ rule: 'notification-with-id', pointer: '/id' }]);
    expect(
      rules(methodFindings({ method: 'tools/list', kind: 'notification', sender: 'client' }, '2025-11-25')),
    ).toEqual(['request-without-id']);
  });

  it('flags names JSON-RPC keeps for itself', () => {
    expect(rules(methodFindings({ method: 'rpc.discover', kind: 'request', sender: 'client' }, '2025-11-25'))).toEqual([
      'reserved-method-name',
    ]);
  });

  it('judges against every revision while none is negotiated', () => {
    expect(methodFindings({ method: 'initialize', kind: 'request', sender: 'client' }, undefined)).toEqual([]);
    expect(
      methodFindings({ method: 'initialized', kind: 'notification', sender: 'client' }, undefined)[0],
    ).toMatchObject({ rule: 'unknown-notification', source: 'MCP', didYouMean: 'notifications/initialized' });
  });
});
