import type { ConnectTarget } from '../session/connect-target.ts';
import { perKind } from '../session/target-kinds.ts';
import type { Placeholder } from './config-types.ts';

/** `${input:id}`, `${env:NAME}`, `${workspaceFolder}`, `${NAME}`, `${NAME:-default}`: what editors substitute. */
const EDITOR_VARIABLE = /\$\{[^}\s]+\}/g;

/** The placeholders in one string, as written. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(EDITOR_VARIABLE)].map((match) => match[0]);
}

/** Every placeholder in a target, and where it sits. */
export function findPlaceholders(target: ConnectTarget): Placeholder[] {
  const found: Placeholder[] = [];
  const scan = (text: string | undefined, where: string) => {
    for (const placeholder of placeholdersIn(text ?? '')) found.push({ text: placeholder, where });
  };
  perKind(target, {
    stdio: (stdio) => {
      scan(stdio.command, 'command');
      for (const [index, arg] of stdio.args.entries()) scan(arg, `argument ${index + 1}`);
      for (const [name, value] of Object.entries(stdio.env)) scan(value, `env ${name}`);
      scan(stdio.cwd, 'cwd');
    },
    http: (http) => {
      scan(http.url, 'url');
      for (const header of http.headers) scan(header.value, `header ${header.name}`);
      scan(http.oauth?.clientId, 'OAuth client id');
      scan(http.oauth?.clientSecret, 'OAuth client secret');
    },
  });
  return found;
}

/**
 * Substitutes `${env:NAME}` and `${NAME}` (with `${NAME:-default}`) from an
 * environment, as Cursor, VS Code and Claude Code do when they start a
 * server. Anything else (`${input:…}`, `${workspaceFolder}`) stays.
 */
export function expandEnvPlaceholders(text: string, env: Readonly<Record<string, string | undefined>>): string {
  return text.replace(EDITOR_VARIABLE, (whole) => {
    const inner = whole.slice(2, -1);
    const named = /^env:([A-Za-z_][A-Za-z0-9_]*)$/.exec(inner) ?? /^([A-Za-z_][A-Za-z0-9_]*)(?::-(.*))?$/.exec(inner);
    if (!named) return whole;
    const value = env[named[1]!];
    if (value !== undefined) return value;
    return named[2] ?? whole;
  });
}

/** The target with `expandEnvPlaceholders` applied to every string in it. */
export function expandTargetPlaceholders<T extends ConnectTarget>(
  target: T,
  env: Readonly<Record<string, string | undefined>>,
): T {
  const expand = (text: string) => expandEnvPlaceholders(text, env);
  const expanded = perKind<ConnectTarget>(target, {
    stdio: (stdio) => ({
      ...stdio,
      command: expand(stdio.command),
      args: stdio.args.map(expand),
      env: Object.fromEntries(Object.entries(stdio.env).map(([name, value]) => [name, expand(value)])),
      ...(stdio.cwd === undefined ? {} : { cwd: expand(stdio.cwd) }),
    }),
    http: (http) => ({
      ...http,
      url: expand(http.url),
      headers: http.headers.map((header) => ({ name: header.name, value: expand(header.value) })),
      ...(http.oauth
        ? {
            oauth: Object.fromEntries(
              Object.entries(http.oauth).map(([key, value]) => [
                key,
                typeof value === 'string' ? expand(value) : value,
              ]),
            ),
          }
        : {}),
    }),
  });
  // Both keep every field and only rewrite strings, so the result is a T again.
  return expanded as T;
}
