import { describe, expect, it } from 'vitest';
import { AppChannelJudge } from './app-channel-judge.ts';

const tools: Record<string, unknown> = {
  'get-time': { name: 'get-time', _meta: { ui: { resourceUri: 'ui://t' } } },
  'model-only': { name: 'model-only', _meta: { ui: { visibility: ['model'] } } },
  refresh: { name: 'refresh', _meta: { ui: { visibility: ['app'] } } },
};
const judge = () => new AppChannelJudge({ tool: (name) => tools[name] });
const request = (method: string, params: unknown = {}, id = 1) => ({ jsonrpc: '2.0', id, method, params });
const notification = (method: string, params: unknown = {}) => ({ jsonrpc: '2.0', method, params });
const rules = (found: { rule: string }[]) => found.map((one) => one.rule);

function initialized(modes?: string[]) {
  const channel = judge();
  channel.see(
    'in',
    request('ui/initialize', {
      appInfo: { name: 'a', version: '1' },
      appCapabilities: modes ? { availableDisplayModes: modes } : {},
      protocolVersion: '2026-01-26',
    }),
  );
  channel.see('in', notification('ui/notifications/initialized'));
  return channel;
}

describe('AppChannelJudge', () => {
  it('flags what the view sends before the handshake ends; ping and logging may come first', () => {
    const channel = judge();
    expect(rules(channel.see('in', request('tools/call', { name: 'get-time' })))).toEqual(['app-before-initialized']);
    expect(channel.see('in', request('ping'))).toEqual([]);
    expect(channel.see('in', notification('notifications/message', { level: 'info', data: 'x' }))).toEqual([]);
    channel.see('in', notification('ui/notifications/initialized'));
    expect(channel.initialized).toBe(true);
    expect(channel.see('in', request('tools/call', { name: 'get-time' }, 2))).toEqual([]);
  });

  it('flags a call to a tool the view may not call, or one the server never listed', () => {
    const channel = initialized();
    expect(channel.see('in', request('tools/call', { name: 'model-only' }))).toEqual([
      {
        rule: 'app-tool-not-visible',
        severity: 'error',
        message: 'The view called "model-only", whose _meta.ui.visibility leaves out "app": the host refuses it',
        pointer: '/params/name',
        source: 'MCP Apps 2026-01-26',
      },
    ]);
    expect(channel.see('in', request('tools/call', { name: 'refresh' }))).toEqual([]);
    expect(rules(channel.see('in', request('tools/call', { name: 'nope' })))).toEqual(['app-tool-unknown']);
  });

  it('says no call names an unlisted tool while the tools are not known (tools/list failed)', () => {
    let unavailable: string | undefined = 'tools/list failed: boom';
    const channel = new AppChannelJudge({ tool: () => undefined, unavailable: () => unavailable });
    channel.see('in', notification('ui/notifications/initialized'));
    expect(channel.see('in', request('tools/call', { name: 'listed-later' }))).toEqual([]);
    unavailable = undefined;
    expect(rules(channel.see('in', request('tools/call', { name: 'listed-later' }, 2)))).toEqual(['app-tool-unknown']);
  });

  it('flags a display mode the view did not declare, also when it declared none', () => {
    expect(rules(initialized(['inline']).see('in', request('ui/request-display-mode', { mode: 'pip' })))).toEqual([
      'app-display-mode-undeclared',
    ]);
    expect(initialized(['inline', 'pip']).see('in', request('ui/request-display-mode', { mode: 'pip' }))).toEqual([]);
    expect(initialized().see('in', request('ui/request-display-mode', { mode: 'fullscreen' }))).toEqual([
      expect.objectContaining({
        rule: 'app-display-mode-undeclared',
        message:
          'The view asked for display mode "fullscreen", which it did not declare: its appCapabilities has no availableDisplayModes',
      }),
    ]);
  });

  it('names the blocked origin of a CSP violation and the _meta.ui.csp key that would allow it', () => {
    const found = judge().see(
      'in',
      notification('ui/notifications/sandbox-csp-violation', {
        blockedURI: 'https://evil.example/track?x=1',
        effectiveDirective: 'connect-src',
      }),
    );
    expect(found).toEqual([
      {
        rule: 'app-csp-violation',
        severity: 'warning',
        message:
          "The view's Content-Security-Policy (profile Specification default) blocked https://evil.example/track?x=1 (connect-src): declare https://evil.example in _meta.ui.csp.connectDomains to allow it (no host profile allows an undeclared origin)",
        pointer: '/params/blockedURI',
        source: 'MCP Apps 2026-01-26',
      },
    ]);
    expect(found[0]!.message).not.toContain('before');
    expect(
      judge().see(
        'in',
        notification('ui/notifications/sandbox-csp-violation', {
          blockedURI: 'inline',
          effectiveDirective: 'script-src-elem',
        }),
      )[0]!.message,
    ).toBe(
      "The view's Content-Security-Policy (profile Specification default) blocked inline (script-src-elem): the view may load only what _meta.ui.csp.resourceDomains declares, under every host profile",
    );
  });

  it("tells a blocked eval apart by what follows it: information alone, the view's trouble when an uncaught error follows (see sandbox-reports.test.ts)", () => {
    const channel = judge();
    const [blocked] = channel.see(
      'in',
      notification('ui/notifications/sandbox-csp-violation', { blockedURI: 'eval', effectiveDirective: 'script-src' }),
    );
    expect(blocked).toMatchObject({ rule: 'app-csp-violation', severity: 'info' });
    expect(
      channel.see(
        'in',
        notification('ui/notifications/sandbox-uncaught-error', {
          message: 'EvalError: Refused to evaluate a string as JavaScript',
          name: 'EvalError',
        }),
      ),
    ).toEqual([
      expect.objectContaining({
        rule: 'app-uncaught-error',
        severity: 'error',
        message: expect.stringContaining('the view needs eval'),
      }),
    ]);
    expect(channel.reports.trouble).toEqual([expect.stringContaining('its Content-Security-Policy blocked eval')]);
  });

  it("flags what is not JSON-RPC, and never judges the host's own messages", () => {
    expect(rules(judge().see('in', { hello: 'world' }))).toEqual(['app-message-not-jsonrpc']);
    expect(rules(judge().see('in', 'text'))).toEqual(['app-message-not-jsonrpc']);
  });

  it("judges the host's own messages by the host's rules, as the host's doing, not the server's", () => {
    const early = judge().see('out', notification('ui/notifications/tool-input', { arguments: {} }));
    expect(early).toEqual([
      {
        rule: 'app-host-before-initialized',
        severity: 'error',
        message: 'The host sent ui/notifications/tool-input before the view sent ui/notifications/initialized',
        pointer: '/method',
        source: 'MCP Apps 2026-01-26',
        cause: 'host',
      },
    ]);
    const channel = initialized();
    expect(rules(channel.see('out', notification('ui/notifications/tool-result', { content: [] })))).toEqual([
      'app-result-before-input',
    ]);
    expect(channel.see('out', notification('ui/notifications/tool-input', { arguments: {} }))).toEqual([]);
    expect(channel.see('out', notification('ui/notifications/tool-result', { content: [] }))).toEqual([]);
    // The sandbox's own messages go before the view exists.
    expect(judge().see('out', notification('ui/notifications/sandbox-resource-ready', { html: '' }))).toEqual([]);
  });
});

describe("the extension's schemas", () => {
  it('flags a view message that breaks its schema, with a pointer to where', () => {
    const channel = initialized();
    const found = channel.see('in', request('ui/open-link', { link: 'https://x' }));
    expect(rules(found)).toEqual(['app-message-schema']);
    expect(found[0]!.pointer).toBe('/params/url');
    expect(found[0]!.message).toMatch(/^The view's ui\/open-link breaks the extension's schema at \/params\/url: /);
    expect(channel.see('in', request('ui/open-link', { url: 'https://x' }))).toEqual([]);
    expect(rules(channel.see('in', notification('ui/notifications/size-changed', { width: 'wide' })))).toEqual([
      'app-message-schema',
    ]);
  });

  it("checks an initialize request before it counts, and the view's answer to a teardown", () => {
    const channel = judge();
    expect(rules(channel.see('in', request('ui/initialize', { appInfo: { name: 'a' } })))).toContain(
      'app-message-schema',
    );
    expect(channel.see('in', { jsonrpc: '2.0', id: 3, result: {} }, 'ui/resource-teardown')).toEqual([]);
  });
});
