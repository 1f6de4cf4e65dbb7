import { isSecretSetting, secretArguments } from '../../shared/config/secret-names.ts';
import type { Finding } from '../../shared/diagnose/finding.ts';
import { commandLineRules } from '../../shared/diagnose/rules/command-line.ts';

// Warnings for a secret given on the command line, where `ps` shows it to
// every user of the machine and the shell keeps it in its history. Each
// names the option and the safer way, never the value. What is secret is
// the page's judgement too (shared/config/secret-names.ts): a secret name,
// or a value shaped like a token whatever its name.

const SEEN = 'on the command line is visible to other users in `ps` and stays in shell history';

/** The person's own doing, said on stderr once the command line is read. */
function secretInArgv(message: string): Finding {
  const rule = 'cli-secret-in-argv';
  return {
    rule,
    severity: commandLineRules[rule].severity,
    pointer: '',
    source: 'command line',
    message,
    cause: 'person',
  };
}

export function headerWarning(name: string): Finding {
  return secretInArgv(
    `--header ${JSON.stringify(name)} ${SEEN}; put the header in a file and give --headers-from FILE (or --headers-from - to read it from standard input)`,
  );
}

export function envWarning(option: string, key: string): Finding {
  return secretInArgv(
    `${option} ${key}=… ${SEEN}; export ${key} and give ${option} ${key} (the value is then taken from mcp-loupe's environment), or use --env-from FILE`,
  );
}

/** `--bearer`, `--client-secret`, `--idp-client-secret`: each has a variable of its own. */
export function optionWarning(option: string, variable: string): Finding {
  return secretInArgv(`${option} ${SEEN}; set $${variable} instead`);
}

/** A URL whose query carries a secret-looking parameter (`?api_key=…`): named, the value not shown. There is no other way to give a URL, so the advice is a header. */
export function urlWarning(option: string, url: string): Finding | undefined {
  let names: string[];
  let values: string[];
  try {
    const params = [...new URL(url).searchParams];
    names = params.map(([name]) => name);
    values = params.map(([, value]) => value);
  } catch {
    return undefined;
  }
  const secret = names.find((name, index) => isSecretSetting(name, values[index]!));
  if (secret === undefined) return undefined;
  return secretInArgv(
    `${option}: the query parameter ${JSON.stringify(secret)} ${SEEN}; if the server takes it as a header too, send it with --headers-from FILE instead`,
  );
}

/**
 * The server's own arguments (after its command) that look secret: a
 * token-shaped word, or the value of a secret-named flag (`--api-key sk-…`,
 * `--token=…`). Each said by its place and flag; the server takes it as an
 * argument, so the safer way is one of its own, an environment variable.
 */
export function argumentWarnings(args: readonly string[]): Finding[] {
  return secretArguments(args).map(({ index, prefix, flag }) => {
    const place = `the server's argument ${index + 1}${flag === undefined ? '' : prefix ? ` (${flag}=…)` : ` (after ${flag})`}`;
    return secretInArgv(
      `${place} looks secret, and on the command line it is visible to other users in \`ps\` and stays in shell history; if the server can read it from an environment variable, pass that with -e NAME (its value from mcp-loupe's environment) or --env-from FILE instead`,
    );
  });
}
