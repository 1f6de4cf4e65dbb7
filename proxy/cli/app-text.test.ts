import { describe, expect, it } from 'vitest';
import { appFinding } from '../../shared/apps/app-finding.ts';
import { appViewLines, toolAppLines } from './app-text.ts';
import { reportText } from './cli-text.ts';

const MIME = 'text/html;profile=mcp-app';
const tool = (name: string, meta?: unknown) => ({
  name,
  inputSchema: { type: 'object' },
  ...(meta === undefined ? {} : { _meta: meta }),
});

describe("a tool's app in tools/list text", () => {
  it('names the resource and the visibility; an app-only tool says the model never sees it', () => {
    expect(toolAppLines(tool('plain'))).toEqual([]);
    expect(toolAppLines(tool('clock', { ui: { resourceUri: 'ui://clock/view.html' } }))).toEqual([
      '  app ui://clock/view.html · visibility model, app',
    ]);
    expect(toolAppLines(tool('refresh', { ui: { resourceUri: 'ui://clock/view.html', visibility: ['app'] } }))).toEqual(
      ['  app ui://clock/view.html · visibility app · app-only: not for the model, a chat host hides it'],
    );
    expect(toolAppLines(tool('poll', { ui: { visibility: ['app'] } }))).toEqual([
      '  visibility app · app-only: not for the model, a chat host hides it',
    ]);
    expect(toolAppLines(tool('old', { 'ui/resourceUri': 'ui://old' }))).toEqual([
      '  app ui://old (only the deprecated _meta["ui/resourceUri"]) · visibility model, app',
    ]);
  });

  it('sits under the tool it belongs to', () => {
    const text = reportText({
      method: 'tools/list',
      findings: [],
      exitCode: 0,
      answer: {
        kind: 'result',
        result: { tools: [tool('clock', { ui: { resourceUri: 'ui://clock/view.html' } }), tool('plain')] },
        resultFindings: [],
        durationMs: 1,
      },
    });
    expect(text).toBe('clock\n  app ui://clock/view.html · visibility model, app\nplain');
  });
});

describe("an app's view in resources/read text", () => {
  const html = `<!doctype html>${'x'.repeat(5000)}`;

  it('gives its facts, not its HTML', () => {
    const content = {
      uri: 'ui://clock/view.html',
      mimeType: MIME,
      text: html,
      _meta: {
        ui: {
          csp: { connectDomains: ['https://api.example.com'] },
          permissions: { camera: {} },
          prefersBorder: true,
          domain: 'abc.example.com',
        },
      },
    };
    const lines = appViewLines(content);
    expect(lines).toEqual([
      'App view      ui://clock/view.html',
      `MIME type     ${MIME}`,
      'HTML          5,015 bytes, as text (not printed: it is in the JSON output and in --log)',
      `_meta.ui      ${JSON.stringify(content._meta.ui)}`,
      'CSP granted   connectDomains https://api.example.com',
      expect.stringMatching(/^CSP header {4}default-src 'none'; .*connect-src https:\/\/api\.example\.com; /),
      'Permissions   camera',
      'Border        asked for (prefersBorder true)',
      'Domain        abc.example.com',
    ]);
    expect(lines.join('\n')).not.toContain('xxxx');
  });

  it('says a blob is one, and gives the restrictive default without a CSP', () => {
    const lines = appViewLines({ uri: 'ui://clock/view.html', mimeType: MIME, blob: btoa('<p>hi</p>') });
    expect(lines[2]).toBe(
      'HTML          9 bytes, as a base64 blob (not printed: it is in the JSON output and in --log)',
    );
    expect(lines[4]).toBe("CSP granted   nothing declared: the specification's restrictive default");
  });

  it('shows the view among the other contents, and the problems under the answer', () => {
    const text = reportText({
      method: 'resources/read',
      findings: [],
      exitCode: 0,
      answer: {
        kind: 'result',
        result: {
          contents: [
            { uri: 'ui://clock/view.html', mimeType: 'text/html', text: html },
            { uri: 'file:///notes.txt', text: 'notes' },
          ],
        },
        resultFindings: [
          appFinding('app-view-resource', '/result/contents/0/mimeType', 'The content\'s mimeType is "text/html"'),
        ],
        durationMs: 1,
      },
    });
    expect(text).toContain('App view      ui://clock/view.html\nMIME type     text/html\n');
    expect(text).toContain('\nnotes\n');
    expect(text).toContain('Problems with the answer:\n  The content\'s mimeType is "text/html"');
    expect(text).not.toContain('xxxx');
  });

  it('says why there is no view', () => {
    expect(appViewLines({ uri: 'ui://clock/view.html', mimeType: MIME })).toEqual([
      'App view      ui://clock/view.html',
      '              The content of ui://clock/view.html has neither text nor blob: there is no HTML to render',
    ]);
  });
});
