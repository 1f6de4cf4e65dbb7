import type { Finding } from '../diagnose/finding.ts';
import type { HttpTarget } from '../http/http-target.ts';
import type { ConnectTarget, StdioTarget } from '../session/connect-target.ts';
import { perKind } from '../session/target-kinds.ts';
import { ExportNotes } from './export-notes.ts';
import type { SecretSlot } from './withhold-secrets.ts';

const SCHEMA = 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json';

type Json = Record<string, unknown>;

/**
 * A registry server.json for the target: a package when the command is how
 * a registry's packages run (`npx`, `uvx`, `docker run`, `dnx`), a remote
 * for a URL. Secrets come as `{VARIABLE}` and become inputs marked secret,
 * without a value, as the registry expects.
 */
export function exportServerJson(
  target: ConnectTarget,
  name: string,
  slots: readonly SecretSlot[],
): { text: string; findings: Finding[]; problem?: string } {
  const notes = new ExportNotes();
  notes.say(
    'config-export-to-do',
    'Set name (reverse DNS, e.g. io.github.you/server), description and version before publishing',
  );
  const secret = (value: string) => slots.some((slot) => value.includes(`{${slot.variable}}`));
  const base: Json = {
    $schema: SCHEMA,
    name: `io.github.your-name/${slug(name)}`,
    description: `${name}`,
    version: '1.0.0',
  };
  return perKind(target, {
    http: (http) => ({
      text: JSON.stringify({ ...base, remotes: [remote(http, secret)] }, null, 2),
      findings: notes.findings,
    }),
    stdio: (stdio) => packageServerJson(stdio, base, notes, secret),
  });
}

/** A command as the published package it runs, or why it is none. */
function packageServerJson(
  target: StdioTarget,
  base: Json,
  notes: ExportNotes,
  secret: (value: string) => boolean,
): { text: string; findings: Finding[]; problem?: string } {
  const pkg = packageOf(target, notes, secret);
  if (!pkg) {
    const problem = `server.json describes a published package (npm, PyPI, Docker, NuGet) or a URL; “${[target.command, ...target.args.slice(0, 2)].join(' ')}…” is neither`;
    return { text: '', findings: notes.findings, problem };
  }
  const environmentVariables = Object.entries(target.env).map(([variable, value]) =>
    keyValue(variable, value, secret(value)),
  );
  if (environmentVariables.length > 0) pkg.environmentVariables = environmentVariables;
  if (target.cwd)
    notes.say(
      'config-export-left-out',
      `The working directory (${target.cwd}) is left out: server.json has no place for it`,
    );
  return { text: JSON.stringify({ ...base, packages: [pkg] }, null, 2), findings: notes.findings };
}

function remote(target: HttpTarget, secret: (value: string) => boolean): Json {
  const entry: Json = { type: target.transport === 'sse' ? 'sse' : 'streamable-http', url: target.url };
  if (target.headers.length > 0)
    entry.headers = target.headers.map((header) => keyValue(header.name, header.value, secret(header.value)));
  if (secret(target.url)) entry.variables = secretVariables(target.url);
  return entry;
}

/** `{NAME}` in a value, each as a required secret input. */
function secretVariables(value: string): Json {
  return Object.fromEntries(
    [...value.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((match) => [
      match[1]!,
      { isRequired: true, isSecret: true },
    ]),
  );
}

/** A header or variable; a secret one is required and has no value, or a value around `{variables}` marked secret. */
function keyValue(name: string, value: string, isSecret: boolean): Json {
  if (!isSecret) return { name, value };
  if (/^\{([A-Za-z_][A-Za-z0-9_]*)\}$/.test(value)) return { name, isRequired: true, isSecret: true };
  return { name, value, isRequired: true, isSecret: true, variables: secretVariables(value) };
}

/** A positional argument; a secret one is asked for (a value hint, no value), or its value names secret variables. */
function positionalArgument(value: string, secret: (value: string) => boolean): Json {
  if (!secret(value)) return { type: 'positional', value };
  const whole = /^\{([A-Za-z_][A-Za-z0-9_]*)\}$/.exec(value);
  if (whole) return { type: 'positional', valueHint: whole[1], isRequired: true, isSecret: true };
  return { type: 'positional', value, isRequired: true, isSecret: true, variables: secretVariables(value) };
}

/** The package a command line runs, when it is one a registry knows how to run. */
function packageOf(target: StdioTarget, notes: ExportNotes, secret: (value: string) => boolean): Json | undefined {
  const withArgs = (pkg: Json, args: string[]): Json =>
    args.length > 0 ? { ...pkg, packageArguments: args.map((arg) => positionalArgument(arg, secret)) } : pkg;
  const command = target.command
    .split(/[\\/]/)
    .pop()!
    .replace(/\.(cmd|exe)$/i, '');
  const args = [...target.args];
  if (command === 'npx') {
    while (args[0] === '-y' || args[0] === '--yes') args.shift();
    const spec = args.shift();
    if (!spec || spec.startsWith('-')) return undefined;
    const at = spec.lastIndexOf('@');
    const [identifier, version] = at > 0 ? [spec.slice(0, at), spec.slice(at + 1)] : [spec, undefined];
    return withArgs(
      { registryType: 'npm', identifier, ...versionOf(version, notes), transport: { type: 'stdio' } },
      args,
    );
  }
  if (command === 'uvx') {
    const spec = args.shift();
    if (!spec || spec.startsWith('-')) return undefined;
    const [identifier = spec, version] = spec.split('==');
    return withArgs(
      {
        registryType: 'pypi',
        identifier,
        ...versionOf(version, notes),
        runtimeHint: 'uvx',
        transport: { type: 'stdio' },
      },
      args,
    );
  }
  if (command === 'dnx') {
    const spec = args.shift();
    if (!spec || spec.startsWith('-')) return undefined;
    const [identifier = spec, version] = spec.split('@');
    const rest = args.filter((arg) => arg !== '--yes');
    if (rest[0] === '--') rest.shift();
    return withArgs(
      {
        registryType: 'nuget',
        identifier,
        ...versionOf(version, notes),
        runtimeHint: 'dnx',
        transport: { type: 'stdio' },
      },
      rest,
    );
  }
  if (command === 'docker' && args[0] === 'run') return dockerPackage(args.slice(1), target.env, withArgs);
  return undefined;
}

function versionOf(version: string | undefined, notes: ExportNotes): Json {
  if (version) return { version };
  notes.say('config-export-to-do', 'Add the package version: the registry wants an exact one');
  return {};
}

/** Flags of `docker run` that take a value, so the image is not mistaken for one. */
const dockerValueFlags = new Set([
  '-e',
  '--env',
  '-v',
  '--volume',
  '--mount',
  '--network',
  '--name',
  '-p',
  '--publish',
  '-w',
  '--workdir',
  '--env-file',
  '-u',
  '--user',
  '--platform',
  '--entrypoint',
]);

function dockerPackage(
  args: string[],
  env: Record<string, string>,
  withArgs: (pkg: Json, args: string[]) => Json,
): Json | undefined {
  const runtimeArguments: Json[] = [];
  let i = 0;
  for (; i < args.length && args[i]!.startsWith('-'); i++) {
    const flag = args[i]!;
    if (['-i', '--interactive', '--rm', '-t', '-it', '--init'].includes(flag)) continue;
    if ((flag === '-e' || flag === '--env') && args[i + 1] !== undefined && env[args[i + 1]!] !== undefined) {
      i++; // The variable comes from the package's environmentVariables.
      continue;
    }
    if (dockerValueFlags.has(flag) && args[i + 1] !== undefined)
      runtimeArguments.push({ type: 'named', name: flag, value: args[++i] });
    else runtimeArguments.push({ type: 'positional', value: flag });
  }
  const image = args[i];
  if (!image) return undefined;
  // The image's tag stays in the identifier, as the registry wants for OCI packages.
  const pkg: Json = { registryType: 'oci', identifier: image, runtimeHint: 'docker', transport: { type: 'stdio' } };
  if (runtimeArguments.length > 0) pkg.runtimeArguments = runtimeArguments;
  return withArgs(pkg, args.slice(i + 1));
}

function slug(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'server'
  );
}
