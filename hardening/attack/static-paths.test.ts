import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultStaticRoot } from '../../proxy/package-info.ts';
import { attack } from '../tally.ts';
import { type AttackProxy, startAttackProxy } from './attack-proxy.ts';
import { rawExchange, send } from './raw-http.ts';

// Static paths, against the real proxy serving a copy of the built page with secrets planted beside it and dotfiles inside it:
// only the built page's own files ever come back.

let proxy: AttackProxy;
let dir: string;
/** The bytes of every file the page is built of, each as it must be served. */
let served: Set<string>;
const secret = (name: string) => `LOUPE-SECRET-${name}`;

function filesUnder(root: string): string[] {
  return readdirSync(root).flatMap((name) => {
    const path = join(root, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'loupe-static-'));
  const root = join(dir, 'web');
  cpSync(defaultStaticRoot, root, { recursive: true });
  served = new Set(filesUnder(root).map((path) => readFileSync(path, 'latin1')));
  // Beside the root, where traversal would go.
  writeFileSync(join(dir, 'secret.txt'), secret('beside'));
  writeFileSync(join(dir, 'package.json'), `{"name":"${secret('package')}"}`);
  writeFileSync(join(dir, 'web-other.txt'), secret('prefix'));
  // Inside it, where no build puts them.
  writeFileSync(join(root, '.env'), secret('dotenv'));
  mkdirSync(join(root, '.git'));
  writeFileSync(join(root, '.git', 'config'), secret('git'));
  writeFileSync(join(root, 'assets', '.secret'), secret('dot-asset'));
  proxy = await startAttackProxy({ staticRoot: root });
});
afterAll(async () => {
  await proxy?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function traversals(): string[] {
  const dots = [
    '..',
    '%2e%2e',
    '%2E%2E',
    '.%2e',
    '%2e.',
    '%252e%252e',
    '%c0%ae%c0%ae',
    '%uff0e%uff0e',
    '\uff0e\uff0e',
    '....',
    '..;',
    '..%00',
  ];
  const slashes = ['/', '%2f', '%2F', '\\', '%5c', '%5C', '%252f', '//'];
  const generated = dots.flatMap((dot) => slashes.map((slash) => `/${dot}${slash}secret.txt`));
  return [
    ...generated,
    '/assets/../../secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/./../secret.txt',
    '//../secret.txt',
    '/assets//../../secret.txt',
    `/${'../'.repeat(40)}secret.txt`,
    `/${'%2e%2e%2f'.repeat(40)}secret.txt`,
    '/../package.json',
    '/dist/../package.json',
    '/dist/web/../../package.json',
    '/../web-other.txt',
    '/..%2fweb-other.txt',
    '/secret.txt%00.js',
    '/index.html%00/../../secret.txt',
    '/index.html/../../secret.txt',
    '/../../../../../../etc/passwd',
    '/..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
    '//etc/passwd',
    '/%2fetc%2fpasswd',
    '/\\etc\\passwd',
    '/etc/passwd',
    '/proc/self/environ',
    '/%2fproc%2fself%2fenviron',
    '/?/../secret.txt',
    '/#/../secret.txt',
    '/.env',
    '/%2eenv',
    '/.%65nv',
    '/.git/config',
    '/%2egit/config',
    '/assets/.secret',
    '/assets/%2esecret',
    '/assets/../.env',
    '/./.env',
  ];
}

/** Refused: not a 200, or a 200 whose body is one of the built page's own files (the page itself, for an unknown path). */
function refusedAnswer(status: number, body: string): boolean {
  if (body.includes('LOUPE-SECRET') || body.includes('root:x:0:0')) return false;
  return status !== 200 || served.has(body);
}

describe('static paths', () => {
  it('the built files are served, and an unknown path answers the page (so what is refused below would have been seen)', async () => {
    const host = `127.0.0.1:${proxy.port}`;
    const index = await send(proxy.port, { target: '/', headers: [['Host', host]] });
    expect(index.status).toBe(200);
    expect(served.has(index.body)).toBe(true);
    const asset = readdirSync(join(dir, 'web', 'assets')).find((name) => name.endsWith('.js')) as string;
    expect((await send(proxy.port, { target: `/assets/${asset}`, headers: [['Host', host]] })).status).toBe(200);
  });

  it('traversal in every spelling, absolute paths, null bytes, dotfiles: nothing but the page’s own files', async () => {
    const host = `127.0.0.1:${proxy.port}`;
    const failures: string[] = [];
    for (const target of traversals()) {
      const response = await rawExchange(
        proxy.port,
        Buffer.from(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`, 'utf8'),
      );
      if (!attack('static', `GET ${target}`, refusedAnswer(response.status, response.body)))
        failures.push(`${target} → ${response.status} ${response.body.slice(0, 60)}`);
    }
    expect(failures).toEqual([]);
  });

  it('absolute-form file: and http: targets, very long paths and many segments are refused or answer the page', async () => {
    const host = `127.0.0.1:${proxy.port}`;
    const targets = [
      'file:///etc/passwd',
      `file://${dir}/secret.txt`,
      `http://${host}/../secret.txt`,
      `http://${host}/%2e%2e/secret.txt`,
      `/${'a'.repeat(8_000)}`,
      `/${'a'.repeat(100_000)}`,
      `/assets/${'a/'.repeat(2_000)}x.js`,
      `/${'%2e%2e/'.repeat(2_000)}secret.txt`,
      '*',
      '',
    ];
    for (const target of targets) {
      const response = await send(proxy.port, { target, headers: [['Host', host]] });
      expect(
        attack(
          'static',
          `GET ${target.slice(0, 60)}${target.length > 60 ? `… (${target.length} chars)` : ''}`,
          refusedAnswer(response.status, response.body),
        ),
        target.slice(0, 80),
      ).toBe(true);
    }
  });

  it('no source map is served for any built asset, and no unknown asset answers anything but 404', async () => {
    const host = `127.0.0.1:${proxy.port}`;
    const assets = readdirSync(join(dir, 'web', 'assets')).filter((name) => !name.startsWith('.'));
    for (const name of [
      ...assets.slice(0, 20).map((asset) => `${asset}.map`),
      'index.js.map',
      'missing.js',
      '.secret.map',
    ]) {
      const response = await send(proxy.port, { target: `/assets/${name}`, headers: [['Host', host]] });
      expect(
        attack('static', `GET /assets/${name}`, response.status === 404 && !response.body.includes('"mappings"')),
        name,
      ).toBe(true);
    }
  });
});
