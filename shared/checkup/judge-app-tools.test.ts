import { describe, expect, it } from 'vitest';
import { hasApps, judgeAppOnlyTools, judgeAppToolMeta } from './judge-app-tools.ts';

const tool = (name: string, meta?: unknown) => ({
  name,
  inputSchema: { type: 'object' },
  ...(meta === undefined ? {} : { _meta: meta }),
});
const plain = tool('echo');
const app = tool('get-time', { ui: { resourceUri: 'ui://get-time/mcp-app.html' } });
const appOnly = tool('poll-stats', { ui: { visibility: ['app'] } });

describe('whether the app checks run', () => {
  it('runs for a tool with _meta.ui or the flat key, or a listed app resource; not for a server without apps', () => {
    expect(hasApps([plain], [{ uri: 'file:///a', name: 'a' }])).toBe(false);
    expect(hasApps([plain, app], [])).toBe(true);
    expect(hasApps([appOnly], [])).toBe(true);
    expect(hasApps([tool('old', { 'ui/resourceUri': 'ui://old' })], [])).toBe(true);
    expect(hasApps([], [{ uri: 'ui://a', name: 'a' }])).toBe(true);
    expect(hasApps([], [{ uri: 'https://a/view', name: 'a', mimeType: 'text/html;profile=mcp-app' }])).toBe(true);
  });
});

describe("the tools' _meta.ui", () => {
  it('passes well-formed declarations, and counts the apps', () => {
    expect(judgeAppToolMeta([plain, app, appOnly])).toMatchObject({
      result: 'pass',
      summary: "2 tools with _meta.ui, each well-formed (1 with an app's resourceUri)",
    });
    expect(judgeAppToolMeta([plain]).result).toBe('not-applicable');
  });

  it('fails a resourceUri that is not a ui:// string, or a visibility of other words, naming the tool', () => {
    const judged = judgeAppToolMeta([
      tool('web', { ui: { resourceUri: 'https://x/view' } }),
      tool('who', { ui: { visibility: ['user'] } }),
    ]);
    expect(judged.result).toBe('fail');
    expect(judged.summary).toBe(
      'tool "web": _meta.ui.resourceUri "https://x/view" does not start with ui://: a UI resource\'s URI MUST use the ui:// scheme; tool "who": _meta.ui.visibility holds "user": its entries are "model" and "app" only',
    );
  });

  it('warns of the deprecated flat key alone', () => {
    const judged = judgeAppToolMeta([tool('old', { 'ui/resourceUri': 'ui://old/view' })]);
    expect(judged.result).toBe('warning');
    expect(judged.summary).toContain(
      'tool "old": declares its app only by the deprecated flat _meta["ui/resourceUri"]',
    );
    expect(judged.summary).toContain('removes the flat key before GA');
  });
});

describe('the app-only tools', () => {
  it('tells of them for information: a pass, not a fault', () => {
    const judged = judgeAppOnlyTools([plain, app, appOnly]);
    expect(judged.result).toBe('pass');
    expect(judged.information).toBe(
      '1 tool is for apps only (visibility without "model"): "poll-stats". Not meant for the model: a chat host leaves it out of the agent\'s tool list, and only an app of this server may call it',
    );
    expect(judged.text).toBe('"poll-stats": visibility ["app"]');
  });

  it("does not apply when every tool is the model's", () => {
    expect(judgeAppOnlyTools([plain, app, tool('both', { ui: { visibility: ['model', 'app'] } })]).result).toBe(
      'not-applicable',
    );
  });
});
