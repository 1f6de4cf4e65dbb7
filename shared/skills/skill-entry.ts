import type { Finding } from '../diagnose/finding.ts';
import { isRecord } from '../lib/guards.ts';
import { SKILLS_EXTENSION } from '../protocol/extensions.ts';
import { skillFinding } from './skill-finding.ts';

/** One file of a skill as its entry lists it: the digest and size its bytes must have. */
export interface SkillFile {
  uri: string;
  /** `sha256:` and 64 lowercase hex digits, as listed; absent or malformed ones are problems. */
  digest: string | undefined;
  size: number | undefined;
  /** The path under the skill's directory (`references/FORMS.md`), or the uri when it is outside it. */
  path: string;
  /** What breaks the extension's rules about this file (`skill-file-shape`). */
  findings: readonly Finding[];
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
  /** What breaks the extension's rules about this entry, its files' included. */
  findings: readonly Finding[];
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
  const entries = items.map((item, index) => readSkillEntry(item, `skills[${index}]`, `/result/skills/${index}`));
  return entries.map((entry) => {
    const sameName = entries.filter((other) => other !== entry && other.name === entry.name).map((other) => other.uri);
    return sameName.length ? { ...entry, sameName } : entry;
  });
}

/** `where` names the entry in sentences (`skills[2]`); `at` is its place in the frame (`/result/skills/2`). */
export function readSkillEntry(value: unknown, where = 'the skill', at = ''): SkillEntry {
  const findings: Finding[] = [];
  const shape = (member: string, message: string) =>
    findings.push(skillFinding('skill-entry-shape', `${at}${member}`, message));
  const entry = isRecord(value) ? value : {};
  if (!isRecord(value)) shape('', `${where} is not an object`);
  const uri = typeof entry.uri === 'string' ? entry.uri : '';
  if (typeof entry.uri !== 'string') shape('/uri', `${where} has no uri (the uri of its SKILL.md)`);
  else if (!uri.endsWith('/SKILL.md')) shape('/uri', `its uri ${uri} does not end in /SKILL.md`);
  const frontMatter = isRecord(entry.frontmatter) ? entry.frontmatter : {};
  if (!isRecord(entry.frontmatter)) shape('/frontmatter', `${where} has no frontmatter object`);
  const declaredName = typeof frontMatter.name === 'string' ? frontMatter.name : undefined;
  if (declaredName === undefined) shape('/frontmatter/name', 'frontmatter.name is missing or not a string');
  if (typeof frontMatter.description !== 'string')
    shape('/frontmatter/description', 'frontmatter.description is missing or not a string');
  const lastSegment = skillRoot(uri).split('/').at(-1) ?? '';
  if (declaredName !== undefined && uri && lastSegment !== declaredName)
    findings.push(
      skillFinding(
        'skill-name-path',
        `${at}/uri`,
        `the skill path ends in ${JSON.stringify(lastSegment)}, not its name ${JSON.stringify(declaredName)}`,
      ),
    );
  const files = readFiles(entry.resources, uri, `${at}/resources`, findings);
  const skillFile = Array.isArray(files) ? files.find((file) => file.uri === uri) : undefined;
  if (Array.isArray(files) && uri && !skillFile)
    findings.push(
      skillFinding('skill-resources', `${at}/resources`, `resources does not list the SKILL.md itself (${uri})`),
    );
  return {
    uri,
    name: declaredName ?? (lastSegment || uri),
    description: typeof frontMatter.description === 'string' ? frontMatter.description : undefined,
    frontMatter,
    files,
    skillFile,
    findings,
    sameName: [],
    raw: value,
  };
}

function readFiles(resources: unknown, uri: string, at: string, findings: Finding[]): SkillEntry['files'] {
  if (resources === 'dynamic') return 'dynamic';
  if (!Array.isArray(resources)) {
    findings.push(
      skillFinding(
        'skill-resources',
        at,
        resources === undefined
          ? 'the entry has no resources: a host must not load it'
          : 'resources is neither an array nor "dynamic": a host must not load it',
      ),
    );
    return 'invalid';
  }
  const root = `${skillRoot(uri)}/`;
  const seen = new Set<string>();
  let total = 0;
  const files = resources.map((item, index): SkillFile => {
    const own: Finding[] = [];
    const fileAt = `${at}/${index}`;
    const off = (member: string, message: string) =>
      own.push(skillFinding('skill-file-shape', `${fileAt}${member}`, message));
    const file = isRecord(item) ? item : {};
    if (!isRecord(item)) off('', `resources[${index}] is not an object`);
    const fileUri = typeof file.uri === 'string' ? file.uri : '';
    if (typeof file.uri !== 'string') off('/uri', `resources[${index}] has no uri`);
    else if (fileUri !== uri && !fileUri.startsWith(root))
      off('/uri', `${fileUri} is outside the skill's directory ${root}`);
    if (fileUri && seen.has(fileUri)) off('/uri', `${fileUri} is listed more than once`);
    seen.add(fileUri);
    const digest = typeof file.digest === 'string' ? file.digest : undefined;
    if (digest === undefined) off('/digest', `${fileUri || `resources[${index}]`} has no digest`);
    else if (!DIGEST_PATTERN.test(digest))
      off(
        '/digest',
        `${fileUri || `resources[${index}]`}: the digest ${JSON.stringify(digest)} is not sha256: and 64 lowercase hex digits`,
      );
    const size = typeof file.size === 'number' && Number.isInteger(file.size) && file.size >= 0 ? file.size : undefined;
    if (size === undefined) off('/size', `${fileUri || `resources[${index}]`} has no size (a whole number of bytes)`);
    else total += size;
    return {
      uri: fileUri,
      digest,
      size,
      path: fileUri.startsWith(root) ? fileUri.slice(root.length) : fileUri,
      findings: own,
    };
  });
  for (const file of files) findings.push(...file.findings);
  if (files.length > SKILL_LIMITS.files)
    findings.push(
      skillFinding(
        'skill-limits',
        at,
        `${files.length} files: more than the ${SKILL_LIMITS.files} every host must take`,
      ),
    );
  if (total > SKILL_LIMITS.totalBytes)
    findings.push(skillFinding('skill-limits', at, `${total} bytes in all: more than the 16 MiB every host must take`));
  return files;
}

/**
 * What one page of `skills/list` breaks, beyond its entries: `skills` must
 * be an array, and on 2026-07-28 (the revision the extension is written
 * against) the result is cacheable, so `ttlMs` and `cacheScope` are required.
 */
export function listingPageFindings(result: unknown, revision: string | undefined): Finding[] {
  const page = (member: string, message: string) => skillFinding('skill-listing-page', `/result${member}`, message);
  if (!isRecord(result)) return [page('', 'the result is not an object')];
  const findings: Finding[] = [];
  if (!Array.isArray(result.skills)) findings.push(page('/skills', 'skills is missing or not an array'));
  if (revision !== undefined && revision >= '2026-07-28') {
    if (typeof result.ttlMs !== 'number' || !Number.isInteger(result.ttlMs) || result.ttlMs < 0)
      findings.push(
        page('/ttlMs', 'ttlMs is missing or not a whole number of milliseconds (a skills/list result is cacheable)'),
      );
    if (result.cacheScope !== 'public' && result.cacheScope !== 'private')
      findings.push(
        page(
          '/cacheScope',
          'cacheScope is missing or neither "public" nor "private" (a skills/list result is cacheable)',
        ),
      );
  }
  return findings;
}
