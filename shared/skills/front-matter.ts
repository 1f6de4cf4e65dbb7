import type { Finding } from '../diagnose/finding.ts';
import { isRecord } from '../lib/guards.ts';
import { skillFinding } from './skill-finding.ts';
import { parseYamlSubset } from './yaml-subset.ts';

/**
 * A SKILL.md split into its YAML front matter and its body. The Agent
 * Skills format puts the front matter first, between two `---` lines; the
 * front matter must be a mapping with `name` and `description`.
 */
export type FrontMatterReading =
  | {
      ok: true;
      frontMatter: Record<string, unknown>;
      /** The text after the closing `---` line. */
      body: string;
      /** What is not as the format asks, though the front matter was read (a byte order mark, a missing description…): `skill-front-matter`, pointers from the file's text. */
      findings: Finding[];
    }
  | { ok: false; error: string; body: string };

export function readFrontMatter(text: string): FrontMatterReading {
  const findings: Finding[] = [];
  const off = (message: string) => findings.push(skillFinding('skill-front-matter', '', message));
  let source = text;
  if (source.startsWith('\ufeff')) {
    off('SKILL.md starts with a byte order mark (read past it)');
    source = source.slice(1);
  }
  const opening = /^---[ \t]*\r?\n/.exec(source);
  if (!opening)
    return { ok: false, error: 'SKILL.md does not begin with YAML front matter (a first line of ---)', body: text };
  const rest = source.slice(opening[0].length);
  const closing = /^(---|\.\.\.)[ \t]*(\r?\n|$)/m.exec(rest);
  if (!closing) return { ok: false, error: 'the front matter has no closing --- line', body: text };
  const yaml = rest.slice(0, closing.index);
  const body = rest.slice(closing.index + closing[0].length);
  const parsed = parseYamlSubset(yaml);
  // Lines are counted from the file's first line, which is the opening ---.
  if (!parsed.ok) return { ok: false, error: `front matter line ${parsed.line + 1}: ${parsed.error}`, body };
  // Lines counted from the file's first line, as for errors.
  for (const warning of parsed.warnings) off(`front matter line ${warning.line + 1}: ${warning.message}`);
  if (!isRecord(parsed.value))
    return {
      ok: false,
      error: `the front matter is ${parsed.value === null ? 'empty' : 'not a mapping of keys to values'}`,
      body,
    };
  const frontMatter = parsed.value as Record<string, unknown>;
  for (const key of ['name', 'description']) {
    if (typeof frontMatter[key] !== 'string' || frontMatter[key] === '')
      off(`the front matter has no ${key} (the Agent Skills format requires it, a non-empty string)`);
  }
  return { ok: true, frontMatter, body, findings };
}
