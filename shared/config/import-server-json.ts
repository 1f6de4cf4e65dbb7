import type { Finding } from '../diagnose/finding.ts';
import type { HeaderEntry, HttpTarget } from '../http/http-target.ts';
import type { StdioTarget } from '../session/connect-target.ts';
import { configFinding } from './config-finding.ts';
import type { ImportedServer, Placeholder } from './config-types.ts';
import { describeTarget } from './describe-target.ts';
import { describePlaceholders } from './import-server-map.ts';
import { envNameProblem } from '../lib/env-name.ts';
import { findPlaceholders } from './placeholders.ts';

/**
 * A registry `server.json` (the MCP registry's schema): each package becomes
 * the command that runs it (`npx -y name@version`, `uvx name==version`,
 * `docker run -i --rm image:tag`, `dnx name@version --yes`), each remote a URL.
 * Inputs without a value stay as `{name}`, the registry's own notation, and
 * are listed to be filled. Field names of the older snake_case drafts are
 * read too.
 */
export function importServerJson(document: Record<string, unknown>): ImportedServer[] {
  const serverName = typeof document.name === 'string' ? document.name : 'server';
  const short =
    typeof document.title === 'string' && document.title ? document.title : (serverName.split('/').pop() ?? serverName);
  const packages = list(document.packages);
  const remotes = list(document.remotes);
  const many = packages.length + remotes.length > 1;
  const servers: ImportedServer[] = [];
  for (const pkg of packages) {
    const kind = text(field(pkg, 'registryType', 'registry_type', 'registry_name')) ?? 'package';
    servers.push(importPackage(pkg, many ? `${short} (${kind})` : short));
  }
  remotes.forEach((remote, index) => {
    const type = text(field(remote, 'type', 'transport_type')) ?? 'remote';
    const sameType = remotes.filter((other) => text(field(other, 'type', 'transport_type')) === type).length > 1;
    servers.push(importRemote(remote, many ? `${short} (${type}${sameType ? ` ${index + 1}` : ''})` : short));
  });
  return servers;
}

type Json = Record<string, unknown>;

const list = (value: unknown): Json[] =>
  Array.isArray(value) ? value.filter((item): item is Json => typeof item === 'object' && item !== null) : [];
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const field = (object: Json, ...names: string[]): unknown =>
  names.map((name) => object[name]).find((value) => value !== undefined);

/** Collects the inputs a person must still give, as placeholders with their descriptions. */
class Inputs {
  readonly placeholders: Placeholder[] = [];
  need(where: string, text: string, input: Json) {
    const description = typeof input.description === 'string' ? input.description : undefined;
    const secret = field(input, 'isSecret', 'is_secret') === true;
    this.placeholders.push({
      text,
      where,
      ...(description ? { description } : {}),
      ...(secret ? { secret: true } : {}),
    });
  }
}

/** An input's value: `value`, else `default`, with `{variables}` filled from theirs; unfilled ones stay and are listed. */
function inputValue(input: Json, where: string, fallback: string, inputs: Inputs): string {
  const given = text(input.value) ?? text(input.default);
  if (given === undefined) {
    inputs.need(where, fallback, input);
    return fallback;
  }
  const variables = (field(input, 'variables') ?? {}) as Record<string, Json>;
  return given.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (whole, name: string) => {
    const variable = variables[name];
    if (!variable || typeof variable !== 'object') return whole;
    const value = text(variable.value) ?? text(variable.default);
    if (value !== undefined) return value;
    inputs.need(`${where} {${name}}`, whole, variable);
    return whole;
  });
}

/** Positional arguments as their value; named ones as `--flag value` (or the flag alone when it takes none). */
function argumentWords(args: Json[], what: string, inputs: Inputs): string[] {
  return args.flatMap((arg, index) => {
    const where = `${what} ${index + 1}`;
    if (arg.type === 'named') {
      const name = text(arg.name);
      if (!name) return [];
      const hasValue =
        text(arg.value) !== undefined ||
        text(arg.default) !== undefined ||
        field(arg, 'isRequired', 'is_required') === true;
      return hasValue ? [name, inputValue(arg, `${where} (${name})`, `{${name.replace(/^-+/, '')}}`, inputs)] : [name];
    }
    const hint = text(field(arg, 'valueHint', 'value_hint')) ?? `argument_${index + 1}`;
    return [inputValue(arg, where, `{${hint}}`, inputs)];
  });
}

function importPackage(pkg: Json, name: string): ImportedServer {
  const registryType = text(field(pkg, 'registryType', 'registry_type', 'registry_name'));
  const identifier = text(field(pkg, 'identifier', 'name'));
  const version = text(pkg.version);
  const transport = (field(pkg, 'transport') ?? { type: 'stdio' }) as Json;
  const failed = (problem: string): ImportedServer => ({ name, summary: '', problem, findings: [], placeholders: [] });
  if (!identifier) return failed('The package has no identifier');
  const inputs = new Inputs();
  const runtimeArgs = argumentWords(
    list(field(pkg, 'runtimeArguments', 'runtime_arguments')),
    'runtime argument',
    inputs,
  );
  const packageArgs = argumentWords(
    list(field(pkg, 'packageArguments', 'package_arguments')),
    'package argument',
    inputs,
  );
  const env: Record<string, string> = {};
  for (const variable of list(field(pkg, 'environmentVariables', 'environment_variables'))) {
    const variableName = text(variable.name);
    if (!variableName) continue;
    // Refused whole: the name would be a command word in every shell command made of this server, and docker's -e takes it too.
    const refused = envNameProblem(variableName);
    if (refused) return failed(`Its environmentVariables: ${refused}`);
    env[variableName] = inputValue(variable, `env ${variableName}`, `{${variableName}}`, inputs);
  }
  const hint = text(field(pkg, 'runtimeHint', 'runtime_hint'));
  const run = packageCommand(registryType, hint, identifier, version, runtimeArgs, Object.keys(env));
  if ('problem' in run) return failed(run.problem);
  const findings: Finding[] = [];
  if (transport.type !== undefined && transport.type !== 'stdio') {
    const message = `The package serves ${String(transport.type)} at ${String(transport.url ?? 'a URL')} once started: start it yourself, then connect to that URL`;
    // The package is found by its fields, not its place (a registry answer wraps it), so the finding is the entry's.
    findings.push(configFinding('config-runs-elsewhere', '', message));
  }
  const separator = run.beforePackageArgs && packageArgs.length > 0 ? [run.beforePackageArgs] : [];
  const target: StdioTarget = {
    kind: 'stdio',
    command: run.command,
    args: [...run.args, ...separator, ...packageArgs],
    env,
  };
  return {
    name,
    target,
    summary: describeTarget(target),
    findings,
    placeholders: mergePlaceholders(inputs.placeholders, describePlaceholders(findPlaceholders(target), [])),
  };
}

/** How each registry's packages are run, as its clients do. */
function packageCommand(
  registryType: string | undefined,
  hint: string | undefined,
  identifier: string,
  version: string | undefined,
  runtimeArgs: string[],
  envNames: string[],
): { command: string; args: string[]; beforePackageArgs?: string } | { problem: string } {
  switch (registryType) {
    case 'npm':
      return {
        command: hint ?? 'npx',
        args: [
          ...(hint === undefined || hint === 'npx' ? ['-y'] : []),
          ...runtimeArgs,
          version ? `${identifier}@${version}` : identifier,
        ],
      };
    case 'pypi':
      return { command: hint ?? 'uvx', args: [...runtimeArgs, version ? `${identifier}==${version}` : identifier] };
    case 'oci':
    case 'docker': {
      // The image gets the variables by name from the process docker runs in.
      const tagged = version && !/[:@][^/]*$/.test(identifier) ? `${identifier}:${version}` : identifier;
      return {
        command: hint ?? 'docker',
        args: ['run', '-i', '--rm', ...envNames.flatMap((name) => ['-e', name]), ...runtimeArgs, tagged],
      };
    }
    case 'nuget':
      return {
        command: hint ?? 'dnx',
        args: [...runtimeArgs, version ? `${identifier}@${version}` : identifier, '--yes'],
        beforePackageArgs: '--',
      };
    case 'mcpb':
      return {
        problem: 'An MCP bundle (.mcpb) must be downloaded and unpacked first; the inspector does not run bundles',
      };
    default:
      if (hint) return { command: hint, args: [...runtimeArgs, identifier] };
      return {
        problem: `Packages from the "${registryType ?? 'unnamed'}" registry have no known way to run (no runtimeHint either)`,
      };
  }
}

function importRemote(remote: Json, name: string): ImportedServer {
  const type = text(field(remote, 'type', 'transport_type'));
  const transport =
    type === 'sse' ? 'sse' : type === 'streamable-http' || type === 'http' ? 'streamable-http' : undefined;
  const url = text(remote.url);
  if (!transport)
    return {
      name,
      summary: '',
      problem: `Remote transport "${type ?? '(none)'}" is not streamable-http or sse`,
      findings: [],
      placeholders: [],
    };
  if (!url) return { name, summary: '', problem: 'The remote has no url', findings: [], placeholders: [] };
  const inputs = new Inputs();
  const filledUrl = inputValue({ value: url, variables: remote.variables }, 'url', url, inputs);
  const headers: HeaderEntry[] = list(remote.headers).flatMap((header) => {
    const headerName = text(header.name);
    return headerName
      ? [{ name: headerName, value: inputValue(header, `header ${headerName}`, `{${headerName}}`, inputs) }]
      : [];
  });
  const target: HttpTarget = { kind: 'http', url: filledUrl, transport, route: 'auto', headers };
  return {
    name,
    target,
    summary: describeTarget(target),
    findings: [],
    placeholders: mergePlaceholders(inputs.placeholders, describePlaceholders(findPlaceholders(target), [])),
  };
}

function mergePlaceholders(first: Placeholder[], second: Placeholder[]): Placeholder[] {
  return [
    ...first,
    ...second.filter(
      (candidate) => !first.some((seen) => seen.text === candidate.text && seen.where === candidate.where),
    ),
  ];
}
