import { isSecretHeader } from '../../shared/http/http-target.ts';

// Warnings for a secret given on the command line, where `ps` shows it to
// every user of the machine and the shell keeps it in its history. Each
// names the option and the safer way, never the value.

/** Authorization, Proxy-Authorization, Cookie, X-Api-Key and any name with token, secret, key, password or auth in it. */
export function looksSecretHeader(name: string): boolean {
  return isSecretHeader(name) || /auth/i.test(name);
}

/** API_KEY, GITHUB_TOKEN, DB_PASSWORD, AWS_SECRET_ACCESS_KEY, ... */
export function looksSecretEnv(name: string): boolean {
  return /KEY|TOKEN|SECRET|PASSWORD|PASS|CREDENTIAL|AUTH/i.test(name);
}

const SEEN = 'on the command line is visible to other users in `ps` and stays in shell history';

export function headerWarning(name: string): string {
  return `--header ${JSON.stringify(name)} ${SEEN}; put the header in a file and give --headers-from FILE (or --headers-from - to read it from standard input)`;
}

export function envWarning(option: string, key: string): string {
  return `${option} ${key}=… ${SEEN}; export ${key} and give ${option} ${key} (the value is then taken from mcp-loupe's environment), or use --env-from FILE`;
}

/** `--bearer`, `--client-secret`, `--idp-client-secret`: each has a variable of its own. */
export function optionWarning(option: string, variable: string): string {
  return `${option} ${SEEN}; set $${variable} instead`;
}

/** A URL whose query carries a secret-looking parameter (`?api_key=…`): named, the value not shown. There is no other way to give a URL, so the advice is a header. */
export function urlWarning(option: string, url: string): string | undefined {
  let names: string[];
  try {
    names = [...new URL(url).searchParams.keys()];
  } catch {
    return undefined;
  }
  const secret = names.find(looksSecretHeader);
  if (secret === undefined) return undefined;
  return `${option}: the query parameter ${JSON.stringify(secret)} ${SEEN}; if the server takes it as a header too, send it with --headers-from FILE instead`;
}
