import { isRecord } from '../lib/guards.ts';
import { SKILLS_EXTENSION } from '../protocol/extensions.ts';

/** One file of a skill as its entry lists it: the digest and size its bytes must have. */
export interface SkillFile {
  uri: string;
  /** `sha256:` and 64 lowercase hex digits, as listed; absent or malformed ones are problems. */
  digest: string | undefined;
  size: number | undefined;
  /** The path under the skill's directory (`references/FORMS.md`), or the uri when it is outside it. */
  path: string;
  problems: readonly string[];
}

/** A skill as `skills/list` (or `skills/get`) describes it, read leniently: what breaks the extension's rules is listed, not refused. */
export interface SkillEntry {
  /** The uri of its SKILL.md: the skill's identity on this server. */
  uri: string;
  name: string;
  description: string | undefined;
  /** The front matter as the entry carries it (verbatim, as JSON). */
  frontMatter: Record<string, unknown>;
  /**
   * Its files with their digests; `dynamic` when the server publishes none;
   * `invalid` when the entry has no usable `resources` (a host must not load it).
   */
  files: readonly SkillFile[] | 'dynamic' | 'invalid';
  /** Its SKILL.md as listed in `files`, when it is. */
  skillFile: SkillFile | undefined;
  problems: readonly string[];
  /** Other entries of the listing with the same name (names are labels, not identities). */
  sameName: readonly string[];
  raw: unknown;
}

/** The extension's per-skill limits: a host must take skills up to them. */
export const SKILL_LIMITS = { files: 512, totalBytes: 16 * 1024 * 1024 } as const;

export const DIGEST_PATTERN = /^sha256:[0-9a-f]{64}$/;

/** Whether the server declares the skills extension, and `resources/directory/read`. */
export function skillsOffered(capabilities: unknown): { offered: boolean; directoryRead: boolean } {
  const extensions = isRecord(capabilities) && isRecord(capabilities.extensions) ? capabilities.extensions : undefined;
  const declared = extensions?.[SKILLS_EXTENSION];
  return { offered: isRecord(declared), directoryRead: isRecord(declared) && declared.directoryRead === true };
}

/** The skill's directory: its SKILL.md uri without `/SKILL.md`. */
export function skillRoot(uri: string): string {
  return uri.endsWith('/SKILL.md') ? uri.slice(0, -'/SKILL.md'.length) : uri.replace(/\/[^/]*$/, '');
}

/** Every entry of a listing, with names that collide marked on each. */
export function readSkillEntries(items: readonly unknown[]): SkillEntry[] {
  const entries = items.map((item, index) => readSkillEntry(item, `skills[${index}]`));
  return entries.map((entry) => {
    const sameName = entries.filter((other) => other !== entry && other.name === entry.name).map((other) => other.uri);
    return sameName.length ? { ...entry, sameName } : entry;
  });
}

export function readSkillEntry(value: unknown, where = 'the skill'): SkillEntry {
  const problems: string[] = [];
  const entry = isRecord(value) ? value : {};
  if (!isRecord(value)) problems.push(`${where} is not an object`);
  const uri = typeof entry.uri === 'string' ? entry.uri : '';
  if (typeof entry.uri !== 'string') problems.push(`${where} has no uri (the uri of its SKILL.md)`);
  else if (!uri.endsWith('/SKILL.md')) problems.push(`its uri ${uri} does not end in /SKILL.md`);
  const frontMatter = isRecord(entry.frontmatter) ? entry.frontmatter : {};
  if (!isRecord(entry.frontmatter)) problems.push(`${where} has no frontmatter object`);
  const declaredName = typeof frontMatter.name === 'string' ? frontMatter.name : undefined;
  if (declaredName === undefined) problems.push('frontmatter.name is missing or not a string');
  if (typeof frontMatter.description !== 'string') problems.push('frontmatter.description is missing or not a string');
  const lastSegment = skillRoot(uri).split('/').at(-1) ?? '';
  if (declaredName !== undefined && uri && lastSegment !== declaredName)
    problems.push(
      `the skill path ends in ${JSON.stringify(lastSegment)}, not its name ${JSON.stringify(declaredName)}`,
    );
  const files = readFiles(entry.resources, uri, problems);
  const skillFile = Array.isArray(files) ? files.find((file) => file.uri === uri) : undefined;
  if (Array.isArray(files) && uri && !skillFile) problems.push(`resources does not list the SKILL.md itself (${uri})`);
  return {
    uri,
    name: declaredName ?? (lastSegment || uri),
    description: typeof frontMatter.description === 'string' ? frontMatter.description : undefined,
    frontMatter,
    files,
    skillFile,
    problems,
    sameName: [],
    raw: value,
  };
}

function readFiles(resources: unknown, uri: string, problems: string[]): SkillEntry['files'] {
  if (resources === 'dynamic') return 'dynamic';
  if (!Array.isArray(resources)) {
    problems.push(
      resources === undefined
        ? 'the entry has no resources: a host must not load it'
        : 'resources is neither an array nor "dynamic": a host must not load it',
    );
    return 'invalid';
  }
  const root = `${skillRoot(uri)}/`;
  const seen = new Set<string>();
  let total = 0;
  const files = resources.map((item, index): SkillFile => {
    const own: string[] = [];
    const file = isRecord(item) ? item : {};
    if (!isRecord(item)) own.push(`resources[${index}] is not an object`);
    const fileUri = typeof file.uri === 'string' ? file.uri : '';
    if (typeof file.uri !== 'string') own.push(`resources[${index}] has no uri`);
    else if (fileUri !== uri && !fileUri.startsWith(root))
      own.push(`${fileUri} is outside the skill's directory ${root}`);
    if (fileUri && seen.has(fileUri)) own.push(`${fileUri} is listed more than once`);
    seen.add(fileUri);
    const digest = typeof file.digest === 'string' ? file.digest : undefined;
    if (digest === undefined) own.push(`${fileUri || `resources[${index}]`} has no digest`);
    else if (!DIGEST_PATTERN.test(digest))
      own.push(
        `${fileUri || `resources[${index}]`}: the digest ${JSON.stringify(digest)} is not sha256: and 64 lowercase hex digits`,
      );
    const size = typeof file.size === 'number' && Number.isInteger(file.size) && file.size >= 0 ? file.size : undefined;
    if (size === undefined) own.push(`${fileUri || `resources[${index}]`} has no size (a whole number of bytes)`);
    else total += size;
    return {
      uri: fileUri,
      digest,
      size,
      path: fileUri.startsWith(root) ? fileUri.slice(root.length) : fileUri,
      problems: own,
    };
  });
  for (const file of files) problems.push(...file.problems);
  if (files.length > SKILL_LIMITS.files)
    problems.push(`${files.length} files: more than the ${SKILL_LIMITS.files} every host must take`);
  if (total > SKILL_LIMITS.totalBytes)
    problems.push(`${total} bytes in all: more than the 16 MiB every host must take`);
  return files;
}

/**
 * What one page of `skills/list` breaks, beyond its entries: `skills` must
 * be an array, and on 2026-07-28 (the revision the extension is written
 * against) the result is cacheable, so `ttlMs` and `cacheScope` are required.
 */
export function listingPageProblems(result: unknown, revision: string | undefined): string[] {
  if (!isRecord(result)) return ['the result is not an object'];
  const problems: string[] = [];
  if (!Array.isArray(result.skills)) problems.push('skills is missing or not an array');
  if (revision !== undefined && revision >= '2026-07-28') {
    if (typeof result.ttlMs !== 'number' || !Number.isInteger(result.ttlMs) || result.ttlMs < 0)
      problems.push('ttlMs is missing or not a whole number of milliseconds (a skills/list result is cacheable)');
    if (result.cacheScope !== 'public' && result.cacheScope !== 'private')
      problems.push('cacheScope is missing or neither "public" nor "private" (a skills/list result is cacheable)');
  }
  return problems;
}
