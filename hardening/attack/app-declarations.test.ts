import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../proxy/app.ts';
import { ViewRegistry } from '../../proxy/apps/view-registry.ts';
import { mayEnterDisplayMode } from '../../shared/apps/display-modes.ts';
import { readDownload } from '../../shared/apps/download-file.ts';
import { SchemaForm } from '../../web/components/schema-form/schema-form.tsx';
import { useSchemaForm } from '../../web/components/schema-form/use-schema-form.ts';
import { attack } from '../tally.ts';

// What a server declares for its app's view and its tools, read as an
// attacker would write it: a CSP wildcard over a whole public suffix, a
// file name that reads backwards, display modes the view never declared,
// and an enum of a million choices meant to freeze the form.

const staticRoot = mkdtempSync(join(tmpdir(), 'loupe-hardening-app-'));
writeFileSync(join(staticRoot, 'index.html'), '<!doctype html><title>loupe</title>');
afterAll(() => rmSync(staticRoot, { recursive: true, force: true }));

const token = 'T'.repeat(43);
const base = 'http://127.0.0.1:6280';
const app = createApp({
  token,
  port: 6280,
  config: { defaultServer: { command: 'node', args: [], env: {} }, version: '0.1.0' },
  staticRoot,
  sandbox: { port: 6281, views: new ViewRegistry() },
});

describe('server-content: what an app view and a tool schema declare', () => {
  it.each([
    ['connectDomains', 'http://*.com'],
    ['connectDomains', 'wss://*.com'],
    ['resourceDomains', 'https://*.co.uk'],
    ['resourceDomains', 'https://*.github.io'],
    ['frameDomains', 'https://*.io'],
    ['connectDomains', 'https://*.0.1'],
  ])('a CSP wildcard over a public suffix is refused by the proxy: %s %s', async (key, origin) => {
    const response = await app.request(`${base}/api/app-views`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ hostOrigin: base, csp: { [key]: [origin, 'https://*.example.com'] } }),
    });
    const answer = (await response.json()) as {
      csp: Record<string, string[]>;
      refused: { value: string; why: string }[];
    };
    const refused =
      !JSON.stringify(answer.csp).includes(origin) &&
      answer.refused.some((entry) => entry.value === origin && /wildcard/.test(entry.why));
    expect(attack('server-content', `CSP ${key} ${origin}`, refused), JSON.stringify(answer)).toBe(true);
    expect(answer.csp[key]).toEqual(['https://*.example.com']);
  });

  it.each(["spec'; script-src *", 'anything-goes', 'constructor', ['ext-apps']])(
    'a host profile the proxy does not know is refused, never put in a policy: %j',
    async (profile) => {
      const response = await app.request(`${base}/api/app-views`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ hostOrigin: base, profile }),
      });
      const refused = response.status === 400 && !JSON.stringify(await response.json()).includes('url');
      expect(attack('sandbox', `host profile ${JSON.stringify(profile)}`, refused)).toBe(true);
    },
  );

  // Named by code point: the test's own name must not read backwards.
  it.each([
    '202E',
    '202A',
    '202B',
    '202C',
    '202D',
    '2066',
    '2067',
    '2068',
    '2069',
    '200E',
    '200F',
    '061C',
    '200B',
    'FEFF',
  ])('a download name holding U+%s is saved under the name shown, the character written out', (code) => {
    const char = String.fromCodePoint(parseInt(code, 16));
    const { items } = readDownload({
      contents: [{ type: 'resource_link', uri: 'ui://x/y', name: `invoice${char}fdp.exe` }],
    });
    const name = items[0]?.name ?? '';
    const shownAsItIs = name === `invoice[U+${code}]fdp.exe` && !name.includes(char);
    expect(attack('server-content', `download name with U+${code}`, shownAsItIs), name).toBe(true);
  });

  it.each(['fullscreen', 'pip'])('a view that declared no display modes is not switched to %s', (mode) => {
    const declined =
      !mayEnterDisplayMode(mode, ['inline', 'fullscreen', 'pip'], undefined) &&
      !mayEnterDisplayMode(mode, ['inline', 'fullscreen', 'pip'], []);
    expect(attack('server-content', `undeclared display mode ${mode}`, declined)).toBe(true);
  });

  it('a million-choice enum is shown as a search box: not one option is drawn', () => {
    const choices = Array.from({ length: 1_000_000 }, (_, index) => `option-${index}`);
    const schema = { type: 'object', properties: { choice: { type: 'string', enum: choices } } };
    const Harness = () => createElement(SchemaForm, { form: useSchemaForm(schema) });
    const html = renderToStaticMarkup(createElement(Harness));
    const bounded = html.includes('role="combobox"') && !html.includes('<option') && !html.includes('role="option"');
    expect(attack('server-content', 'enum of 1,000,000 choices', bounded)).toBe(true);
  });
});
