import { envNameProblem, envValueProblem } from '../lib/env-name.ts';

/**
 * Splits an argument line the way a POSIX shell would split words, without
 * any expansion: single quotes keep everything, double quotes allow \" and
 * \\, a backslash outside quotes escapes the next character.
 */
export function splitShellWords(line: string): { words: string[]; error?: string } {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let quote: '"' | "'" | undefined;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quote === "'") {
      if (char === "'") quote = undefined;
      else word += char;
    } else if (quote === '"') {
      if (char === '"') quote = undefined;
      else if (char === '\\' && (line[i + 1] === '"' || line[i + 1] === '\\')) word += line[++i];
      else word += char;
    } else if (char === "'" || char === '"') {
      quote = char;
      inWord = true;
    } else if (char === '\\' && i + 1 < line.length) {
      word += line[++i];
      inWord = true;
    } else if (/\s/.test(char)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      word += char;
      inWord = true;
    }
  }
  if (quote) return { words, error: `Unclosed ${quote === '"' ? 'double' : 'single'} quote` };
  if (inWord) words.push(word);
  return { words };
}

/** The inverse, for showing an argument vector in one editable line. */
export function joinShellWords(words: readonly string[]): string {
  return words
    .map((word) => (word === '' ? "''" : /[^\w@%+=:,./-]/.test(word) ? `'${word.replaceAll("'", `'\\''`)}'` : word))
    .join(' ');
}

/** KEY=VALUE per line; blank lines and lines starting with # are skipped; KEY must be a POSIX name (shared/lib/env-name.ts). */
export function parseEnvLines(text: string): { env: Record<string, string>; error?: string } {
  const env: Record<string, string> = {};
  const lines = text.split('\n');
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]!.trim();
    if (!line || line.startsWith('#')) continue;
    const eq = line.indexOf('=');
    if (eq <= 0) return { env, error: `Line ${n + 1}: expected KEY=VALUE` };
    const name = line.slice(0, eq).trim();
    const value = line.slice(eq + 1);
    const problem = envNameProblem(name) ?? envValueProblem(name, value);
    if (problem) return { env, error: `Line ${n + 1}: ${problem}` };
    env[name] = value;
  }
  return { env };
}

export function formatEnvLines(env: Record<string, string>): string {
  return Object.entries(env)
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
}
