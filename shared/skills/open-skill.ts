import { checkFile, describeCheck, type FileCheck } from './file-check.ts';
import { compareFrontMatter, describeDifference, type FrontMatterDifference } from './front-matter-compare.ts';
import { readFrontMatter, type FrontMatterReading } from './front-matter.ts';
import { readSkillContent, type SkillContent } from './skill-content.ts';
import type { SkillEntry } from './skill-entry.ts';

/** What a `resources/read` came to, as much of the session's outcome as the skills need. */
export type ReadOutcome =
  | { kind: 'result'; result: unknown }
  | { kind: 'error'; message: string; code?: number }
  | { kind: 'cancelled' };

/** Reads one resource, through the session (so it is in the wire log). */
export type ReadResource = (uri: string) => Promise<ReadOutcome>;

/** One file read and checked against its skill's entry. */
export type FileRead =
  | { ok: true; uri: string; content: SkillContent; check: FileCheck }
  | { ok: false; uri: string; error: string };

/** A skill opened: its SKILL.md read, checked and parsed. */
export interface OpenedSkill {
  read: FileRead;
  frontMatter: FrontMatterReading | undefined;
  differences: readonly FrontMatterDifference[];
  /**
   * Whether a host may load it: SKILL.md read, its digest and size those
   * listed (or the skill dynamic), its front matter the entry's. Otherwise,
   * why not, in order.
   */
  verified: boolean;
  failures: readonly string[];
}

/** Reads one file of a skill and checks its bytes against the entry. Never throws. */
export async function readSkillFile(
  read: ReadResource,
  entry: Pick<SkillEntry, 'files'>,
  uri: string,
): Promise<FileRead> {
  let outcome: ReadOutcome;
  try {
    outcome = await read(uri);
  } catch (error) {
    return { ok: false, uri, error: error instanceof Error ? error.message : String(error) };
  }
  if (outcome.kind === 'cancelled') return { ok: false, uri, error: 'the read was cancelled' };
  if (outcome.kind === 'error')
    return { ok: false, uri, error: `${outcome.code !== undefined ? `${outcome.code} ` : ''}${outcome.message}` };
  const content = readSkillContent(uri, outcome.result);
  if (!content.ok) return { ok: false, uri, error: content.error };
  return { ok: true, uri, content: content.content, check: await checkFile(entry, uri, content.content.bytes) };
}

/**
 * Opens a skill as a host loads one: reads its SKILL.md, checks size and
 * digest against the entry, parses the front matter and compares it field
 * by field with the entry's. Nothing else is read.
 */
export async function openSkill(read: ReadResource, entry: SkillEntry): Promise<OpenedSkill> {
  const file = await readSkillFile(read, entry, entry.uri);
  if (!file.ok)
    return {
      read: file,
      frontMatter: undefined,
      differences: [],
      verified: false,
      failures: [`SKILL.md could not be read: ${file.error}`],
    };
  const failures: string[] = [];
  if (entry.files === 'invalid')
    failures.push('the entry has no usable resources list: a host must not load the skill');
  else if (file.check.status !== 'match' && file.check.status !== 'dynamic')
    failures.push(`SKILL.md ${describeCheck(file.check)}`);
  const text = file.content.text;
  const frontMatter = text === undefined ? undefined : readFrontMatter(text);
  let differences: FrontMatterDifference[] = [];
  if (!frontMatter) failures.push('SKILL.md is not UTF-8 text');
  else if (!frontMatter.ok) failures.push(`its front matter cannot be read: ${frontMatter.error}`);
  else {
    differences = compareFrontMatter(entry.frontMatter, frontMatter.frontMatter);
    for (const difference of differences)
      failures.push(`front matter differs from the entry: ${describeDifference(difference)}`);
  }
  return { read: file, frontMatter, differences, verified: failures.length === 0, failures };
}
