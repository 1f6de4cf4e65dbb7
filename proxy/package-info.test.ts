import { existsSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { describe, expect, it } from 'vitest';
import { everythingServer, packageRoot, packageVersion } from './package-info.ts';

describe('package info', () => {
  it('finds the package root and version', () => {
    expect(existsSync(`${packageRoot}package.json`)).toBe(true);
    expect(packageVersion()).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('runs the embedded everything server with this Node over stdio', () => {
    const server = everythingServer();
    expect(server.command).toBe(process.execPath);
    const [entry, transport] = server.args;
    expect(isAbsolute(entry ?? '')).toBe(true);
    expect(entry).toMatch(/server-everything[/\\]dist[/\\]index\.js$/);
    expect(existsSync(entry ?? '')).toBe(true);
    expect(transport).toBe('stdio');
    expect(server.env).toEqual({});
  });
});
