import type { ConnectTarget } from '../session/connect-target.ts';
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
  if (target.kind === 'stdio') {
    scan(target.command, 'command');
    for (const [index, arg] of target.args.entries()) scan(arg, `argument ${index + 1}`);
    for (const [name, value] of Object.entries(target.env)) scan(value, `env ${name}`);
    scan(target.cwd, 'cwd');
  } else {
    scan(target.url, 'url');
    for (const header of target.headers) scan(header.value, `header ${header.name}`);
    scan(target.oauth?.clientId, 'OAuth client id');
    scan(target.oauth?.clientSecret, 'OAuth client secret');
  }
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
  if (target.kind === 'stdio') {
    return {
      ...target,
      command: expand(target.command),
      args: target.args.map(expand),
      env: Object.fromEntries(Object.entries(target.env).map(([name, value]) => [name, expand(value)])),
      ...(target.cwd === undefined ? {} : { cwd: expand(target.cwd) }),
    };
  }
  return {
    ...target,
    url: expand(target.url),
    headers: target.headers.map((header) => ({ name: header.name, value: expand(header.value) })),
    ...(target.oauth
      ? {
          oauth: Object.fromEntries(
            Object.entries(target.oauth).map(([key, value]) => [
              key,
              typeof value === 'string' ? expand(value) : value,
            ]),
          ),
        }
      : {}),
  };
}
