import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ensureReferenceInstalled, REFERENCE_PACKAGE, REFERENCE_VERSION } from './install.ts';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'install-test-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const writeManifest = (dir: string, version: string) => {
  const packageDir = join(dir, 'node_modules', REFERENCE_PACKAGE);
  mkdirSync(packageDir, { recursive: true });
  writeFileSync(
    join(packageDir, 'package.json'),
    JSON.stringify({ version, bin: { 'mcp-inspector': './clients/launcher/build/index.js' } }),
  );
};

describe('ensureReferenceInstalled', () => {
  it('installs the pinned version when it is missing and returns its mcp-inspector script', async () => {
    const dir = freshDir();
    const install = vi.fn(async (into: string) => writeManifest(into, REFERENCE_VERSION));
    const bin = await ensureReferenceInstalled(install, dir);
    expect(install).toHaveBeenCalledWith(dir, `${REFERENCE_PACKAGE}@${REFERENCE_VERSION}`);
    expect(bin).toBe(join(dir, 'node_modules', REFERENCE_PACKAGE, 'clients/launcher/build/index.js'));
  });

  it('does not install again when the pinned version is there', async () => {
    const dir = freshDir();
    writeManifest(dir, REFERENCE_VERSION);
    const install = vi.fn(async () => {});
    await ensureReferenceInstalled(install, dir);
    expect(install).not.toHaveBeenCalled();
  });

  it('passes npm failures on, and refuses another version', async () => {
    await expect(
      ensureReferenceInstalled(async () => Promise.reject(new Error('npm install failed (exit 1): E404')), freshDir()),
    ).rejects.toThrow('E404');
    const dir = freshDir();
    await expect(ensureReferenceInstalled(async () => writeManifest(dir, '1.0.0'), dir)).rejects.toThrow(
      /found 1\.0\.0/,
    );
  });
});
