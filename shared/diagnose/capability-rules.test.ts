import { describe, expect, it } from 'vitest';
import { capabilityFindings } from './capability-rules.ts';

describe('capabilityFindings', () => {
  it('flags a notification its sender did not declare', () => {
    expect(
      capabilityFindings('notifications/tools/list_changed', 'server', '2025-11-25', { server: { tools: {} } }),
    ).toMatchObject([
      {
        rule: 'capability-not-declared',
        severity: 'warning',
        source: '2025-11-25',
        message:
          'the server sent notifications/tools/list_changed but did not declare the tools.listChanged capability',
      },
    ]);
    expect(
      capabilityFindings('notifications/tools/list_changed', 'server', '2025-11-25', {
        server: { tools: { listChanged: true } },
      }),
    ).toEqual([]);
    expect(
      capabilityFindings('notifications/message', 'server', '2025-06-18', { server: { tools: {} } })[0]?.rule,
    ).toBe('capability-not-declared');
    expect(capabilityFindings('notifications/message', 'server', '2025-06-18', { server: { logging: {} } })).toEqual(
      [],
    );
  });

  it('flags a request its receiver did not offer', () => {
    expect(
      capabilityFindings('sampling/createMessage', 'server', '2025-06-18', { client: { roots: {} } }),
    ).toMatchObject([
      {
        rule: 'capability-not-offered',
        message: "sampling/createMessage needs the client's sampling capability, which the client did not declare",
      },
    ]);
    expect(capabilityFindings('sampling/createMessage', 'server', '2025-06-18', { client: { sampling: {} } })).toEqual(
      [],
    );
    expect(
      capabilityFindings('resources/subscribe', 'client', '2025-06-18', {
        server: { resources: { subscribe: false } },
      })[0]?.rule,
    ).toBe('capability-not-offered');
  });

  it('reads an extension by its whole name', () => {
    const extension = 'io.modelcontextprotocol/tasks';
    expect(
      capabilityFindings('tasks/get', 'client', '2026-07-28', { server: { extensions: { [extension]: {} } } }),
    ).toEqual([]);
    expect(capabilityFindings('tasks/get', 'client', '2026-07-28', { server: { extensions: {} } })[0]?.rule).toBe(
      'capability-not-offered',
    );
  });

  it('says nothing while the capabilities or the revision are unknown', () => {
    expect(capabilityFindings('notifications/tools/list_changed', 'server', '2025-11-25', {})).toEqual([]);
    expect(capabilityFindings('notifications/tools/list_changed', 'server', undefined, { server: {} })).toEqual([]);
    expect(capabilityFindings('ping', 'server', '2025-11-25', { client: {} })).toEqual([]);
  });
});
