import type { HttpTarget } from '../http/http-target.ts';
import type { ConnectTarget, StdioTarget } from '../session/connect-target.ts';
import { perKind } from '../session/target-kinds.ts';
import { joinShellWords } from './shell-words.ts';

const transportWords = { auto: 'URL', 'streamable-http': 'Streamable HTTP', sse: 'SSE' } as const;

/** What a target runs or reaches, on one line: the command line as it would run, or the transport and URL. */
export function describeTarget(target: ConnectTarget): string {
  return perKind(target, {
    stdio: (stdio) => joinShellWords([stdio.command, ...stdio.args]),
    http: (http) => `${transportWords[http.transport]} ${http.url}`,
  });
}

/**
 * A name for the target as an entry of a configuration file, when the person
 * gave none: the package it runs (`server-github`), the script's file name,
 * the command's, or the URL's host.
 */
export function entryName(target: ConnectTarget): string {
  return perKind(target, { stdio: commandEntryName, http: hostEntryName });
}

function hostEntryName(target: HttpTarget): string {
  try {
    return new URL(target.url).hostname.replace(/^(www|mcp|api)\./, '').split('.')[0] || 'server';
  } catch {
    return 'server';
  }
}

function commandEntryName(target: StdioTarget): string {
  const command = baseName(target.command);
  const runner =
    ['npx', 'uvx', 'bunx', 'pnpx', 'dnx'].includes(command) || (command === 'docker' && target.args[0] === 'run');
  const words = target.args.filter((arg) => !arg.startsWith('-') && arg !== 'run');
  const subject = runner ? words[0] : words.find((arg) => /[/\\]|\.[cm]?[jt]s$|\.py$/.test(arg));
  if (!subject) return command || 'server';
  // `@scope/name@1.2.3`, `name==1.2`, `image:tag`, `dir/server.py`: the name alone.
  const name = baseName(
    subject
      .replace(/^@[^/]+\//, '')
      .replace(/(.)@[^/]*$/, '$1')
      .replace(/==.*$/, '')
      .replace(/:[^/]*$/, ''),
  );
  return name.replace(/\.[cm]?[jt]s$|\.py$/, '') || command || 'server';
}

function baseName(path: string): string {
  return path.split(/[\\/]/).filter(Boolean).pop() ?? path;
}
