import { describe, expect, it } from 'vitest';
import { fileUriOfPath, resolveWorkingDirectory, workingDirectoryRoots } from './working-directory-root.ts';

describe('resolveWorkingDirectory', () => {
  it('takes an absolute directory as given, tidied', () => {
    expect(resolveWorkingDirectory('/proxy', '/srv/app/./data/../')).toBe('/srv/app');
    expect(resolveWorkingDirectory(undefined, 'C:\\Users\\me\\proj')).toBe('C:/Users/me/proj');
  });
  it('resolves a relative one against the proxy, and falls back to the proxy', () => {
    expect(resolveWorkingDirectory('/home/me', 'proj/sub')).toBe('/home/me/proj/sub');
    expect(resolveWorkingDirectory('/home/me', '../other')).toBe('/home/other');
    expect(resolveWorkingDirectory('/home/me', '  ')).toBe('/home/me');
    expect(resolveWorkingDirectory(undefined, 'rel')).toBeUndefined();
  });
});

describe('fileUriOfPath', () => {
  it('percent-encodes names and keeps a drive letter', () => {
    expect(fileUriOfPath('/home/me/my project')).toBe('file:///home/me/my%20project');
    expect(fileUriOfPath('C:/work/a#b')).toBe('file:///C:/work/a%23b');
    expect(fileUriOfPath('/')).toBe('file:///');
  });
});

describe('workingDirectoryRoots', () => {
  it("offers a stdio server's working directory, else the proxy's", () => {
    const stdio = { kind: 'stdio' as const, command: 'node', args: [], env: {} };
    expect(workingDirectoryRoots({ ...stdio, cwd: '/srv/data' }, '/home/me')).toEqual([
      { uri: 'file:///srv/data', name: 'data' },
    ]);
    expect(workingDirectoryRoots(stdio, '/home/me')).toEqual([{ uri: 'file:///home/me', name: 'me' }]);
    expect(workingDirectoryRoots(stdio, undefined)).toEqual([]);
  });
  it('offers none to a server behind a URL', () => {
    expect(workingDirectoryRoots({ kind: 'http', url: 'http://127.0.0.1:1/mcp' } as never, '/home/me')).toEqual([]);
  });
});
