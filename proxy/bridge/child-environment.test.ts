import { describe, expect, it } from 'vitest';
import { childEnvironment } from './child-environment.ts';

const base = {
  HOME: '/home/ada',
  LOGNAME: 'ada',
  PATH: '/usr/bin:/bin',
  SHELL: '/bin/zsh',
  TERM: 'xterm-256color',
  USER: 'ada',
  MCP_LOUPE_TEST_SECRET: 's3cret',
  AWS_SECRET_ACCESS_KEY: 'aws',
};

describe('childEnvironment', () => {
  it("passes on only the minimal names by default, with the person's variables", () => {
    expect(childEnvironment({ env: { API_KEY: 'dev' } }, base, 'linux')).toEqual({
      HOME: '/home/ada',
      LOGNAME: 'ada',
      PATH: '/usr/bin:/bin',
      SHELL: '/bin/zsh',
      TERM: 'xterm-256color',
      USER: 'ada',
      API_KEY: 'dev',
    });
  });

  it('passes on the whole base when asked to inherit', () => {
    expect(childEnvironment({ env: { API_KEY: 'dev' }, inheritEnv: true }, base, 'darwin')).toEqual({
      ...base,
      API_KEY: 'dev',
    });
  });

  it("lets the person's variables win, inheriting or not", () => {
    expect(childEnvironment({ env: { PATH: '/opt/bin' } }, base, 'linux').PATH).toBe('/opt/bin');
    expect(
      childEnvironment({ env: { MCP_LOUPE_TEST_SECRET: 'mine' }, inheritEnv: true }, base, 'linux')
        .MCP_LOUPE_TEST_SECRET,
    ).toBe('mine');
    expect(childEnvironment({ env: { MCP_LOUPE_TEST_SECRET: 'mine' } }, base, 'linux').MCP_LOUPE_TEST_SECRET).toBe(
      'mine',
    );
  });

  it('leaves out exported shell functions and names that are not set', () => {
    const env = childEnvironment({ env: {} }, { PATH: '/bin', SHELL: '() {  echo hi\n}' }, 'linux');
    expect(env).toEqual({ PATH: '/bin' });
  });

  it('uses the Windows names on Windows', () => {
    const windows = {
      PATH: 'C:\\Windows',
      SYSTEMROOT: 'C:\\Windows',
      USERPROFILE: 'C:\\Users\\ada',
      HOME: '/should/not/pass',
      GITHUB_TOKEN: 'ghp',
    };
    expect(childEnvironment({ env: {} }, windows, 'win32')).toEqual({
      PATH: 'C:\\Windows',
      SYSTEMROOT: 'C:\\Windows',
      USERPROFILE: 'C:\\Users\\ada',
    });
  });
});
