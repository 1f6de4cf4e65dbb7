/**
 * What a server is started with when it does not inherit the inspector's
 * whole environment: the names the MCP SDK's stdio transport passes on
 * (`getDefaultEnvironment()`), enough to find programs, a home and a
 * terminal, and nothing that might be a secret (tokens, keys, cloud
 * credentials).
 */
export const MINIMAL_ENV_NAMES: Readonly<Record<'posix' | 'win32', readonly string[]>> = {
  posix: ['HOME', 'LOGNAME', 'PATH', 'SHELL', 'TERM', 'USER'],
  win32: [
    'APPDATA',
    'COMSPEC',
    'HOMEDRIVE',
    'HOMEPATH',
    'LOCALAPPDATA',
    'PATH',
    'PATHEXT',
    'PROCESSOR_ARCHITECTURE',
    'PROGRAMDATA',
    'PROGRAMFILES',
    'PROGRAMFILES(X86)',
    'PROGRAMW6432',
    'SYSTEMDRIVE',
    'SYSTEMROOT',
    'TEMP',
    'USERNAME',
    'USERPROFILE',
    'WINDIR',
  ],
};

export interface ChildEnvironmentRequest {
  /** The person's variables; they always arrive, and win over any of ours. */
  env: Record<string, string>;
  /** The inspector's whole environment instead of the minimal one. */
  inheritEnv?: boolean;
}

/**
 * The environment a server starts with: the person's variables over either
 * the minimal set taken from `base`, or all of `base` when asked to inherit.
 * On Windows, `process.env` answers names case-insensitively, so `Path`
 * is found as PATH.
 */
export function childEnvironment(
  request: ChildEnvironmentRequest,
  base: NodeJS.ProcessEnv,
  platform: NodeJS.Platform,
): NodeJS.ProcessEnv {
  if (request.inheritEnv) return { ...base, ...request.env };
  const minimal: NodeJS.ProcessEnv = {};
  for (const name of MINIMAL_ENV_NAMES[platform === 'win32' ? 'win32' : 'posix']) {
    const value = base[name];
    // A value starting with "()" is an exported shell function, which the SDK leaves out too.
    if (value === undefined || value.startsWith('()')) continue;
    minimal[name] = value;
  }
  return { ...minimal, ...request.env };
}
