import { describe, expect, it } from 'vitest';
import { listingPageFindings, readSkillEntries, readSkillEntry, skillRoot, skillsOffered } from './skill-entry.ts';

/** The sentences of findings, in order. */
const said = (findings: ReadonlyArray<{ message: string }>) => findings.map((finding) => finding.message);

const digest = (char: string) => `sha256:${char.repeat(64)}`;
const pdf = {
  uri: 'skill://pdf-processing/SKILL.md',
  frontmatter: { name: 'pdf-processing', description: 'Extract, fill, and assemble PDF documents' },
  resources: [
    { uri: 'skill://pdf-processing/SKILL.md', digest: digest('a'), size: 120 },
    { uri: 'skill://pdf-processing/references/FORMS.md', digest: digest('b'), size: 40 },
  ],
};

describe('skillsOffered', () => {
  it('reads the extension and its directoryRead setting from the server capabilities', () => {
    expect(skillsOffered({ extensions: { 'io.modelcontextprotocol/skills': {} } })).toEqual({
      offered: true,
      directoryRead: false,
    });
    expect(skillsOffered({ extensions: { 'io.modelcontextprotocol/skills': { directoryRead: true } } })).toEqual({
      offered: true,
      directoryRead: true,
    });
    expect(skillsOffered({ resources: {} })).toEqual({ offered: false, directoryRead: false });
    expect(skillsOffered({ extensions: { 'io.modelcontextprotocol/skills': true } }).offered).toBe(false);
  });
});

describe('readSkillEntry', () => {
  it('reads a well-formed entry, its files by path under the skill', () => {
    const entry = readSkillEntry(pdf);
    expect(entry).toMatchObject({
      uri: pdf.uri,
      name: 'pdf-processing',
      description: 'Extract, fill, and assemble PDF documents',
      findings: [],
    });
    expect(entry.files).toEqual([
      { uri: 'skill://pdf-processing/SKILL.md', digest: digest('a'), size: 120, path: 'SKILL.md', findings: [] },
      {
        uri: 'skill://pdf-processing/references/FORMS.md',
        digest: digest('b'),
        size: 40,
        path: 'references/FORMS.md',
        findings: [],
      },
    ]);
    expect(entry.skillFile?.path).toBe('SKILL.md');
    expect(skillRoot('skill://acme/billing/refunds/SKILL.md')).toBe('skill://acme/billing/refunds');
  });

  it('takes a dynamic skill, and refuses to load one without resources', () => {
    expect(readSkillEntry({ ...pdf, resources: 'dynamic' }).files).toBe('dynamic');
    const without = readSkillEntry({ ...pdf, resources: undefined });
    expect(without.files).toBe('invalid');
    expect(said(without.findings)).toContain('the entry has no resources: a host must not load it');
    expect(said(readSkillEntry({ ...pdf, resources: 'static' }).findings)).toContain(
      'resources is neither an array nor "dynamic": a host must not load it',
    );
  });

  it("lists what breaks the extension's rules", () => {
    const entry = readSkillEntry({
      uri: 'skill://acme/refunds/SKILL.md',
      frontmatter: { name: 'chargebacks' },
      resources: [
        { uri: 'skill://acme/other/x.md', digest: 'sha256:ABC', size: -1 },
        { uri: 'skill://acme/refunds/a.md', digest: digest('c'), size: 1 },
        { uri: 'skill://acme/refunds/a.md', size: 1 },
      ],
    });
    expect(said(entry.findings)).toEqual([
      'frontmatter.description is missing or not a string',
      'the skill path ends in "refunds", not its name "chargebacks"',
      "skill://acme/other/x.md is outside the skill's directory skill://acme/refunds/",
      'skill://acme/other/x.md: the digest "sha256:ABC" is not sha256: and 64 lowercase hex digits',
      'skill://acme/other/x.md has no size (a whole number of bytes)',
      'skill://acme/refunds/a.md is listed more than once',
      'skill://acme/refunds/a.md has no digest',
      'resources does not list the SKILL.md itself (skill://acme/refunds/SKILL.md)',
    ]);
    // Each at its place in the entry, under its rule.
    expect(entry.findings.slice(0, 3).map((finding) => [finding.rule, finding.pointer])).toEqual([
      ['skill-entry-shape', '/frontmatter/description'],
      ['skill-name-path', '/uri'],
      ['skill-file-shape', '/resources/0/uri'],
    ]);
  });

  it('points into the listing result when read from one', () => {
    expect(readSkillEntries([pdf, 'not an entry'])[1]?.findings[0]).toMatchObject({
      rule: 'skill-entry-shape',
      pointer: '/result/skills/1',
      message: 'skills[1] is not an object',
    });
  });

  it('checks the limits from the entry alone', () => {
    const many = Array.from({ length: 513 }, (_, index) => ({
      uri: `skill://pdf-processing/f${index}`,
      digest: digest('d'),
      size: 40_000,
    }));
    const entry = readSkillEntry({ ...pdf, resources: [pdf.resources[0], ...many] });
    expect(said(entry.findings)).toEqual([
      '514 files: more than the 512 every host must take',
      '20520120 bytes in all: more than the 16 MiB every host must take',
    ]);
  });

  it('marks names that collide in one listing, as labels are not identities', () => {
    const other = { ...pdf, uri: 'skill://team/pdf-processing/SKILL.md', resources: 'dynamic' };
    const [first, second, third] = readSkillEntries([
      pdf,
      other,
      { ...pdf, uri: 'skill://x/SKILL.md', frontmatter: { name: 'x', description: 'd' }, resources: [] },
    ]);
    expect(first!.sameName).toEqual(['skill://team/pdf-processing/SKILL.md']);
    expect(second!.sameName).toEqual([pdf.uri]);
    expect(third!.sameName).toEqual([]);
  });
});

describe('listingPageFindings', () => {
  it('asks for skills, and on 2026-07-28 for the cache fields', () => {
    expect(listingPageFindings({ skills: [] }, '2025-11-25')).toEqual([]);
    expect(listingPageFindings({ skills: [], ttlMs: 0, cacheScope: 'private' }, '2026-07-28')).toEqual([]);
    expect(said(listingPageFindings({ skills: {} }, '2026-07-28'))).toEqual([
      'skills is missing or not an array',
      'ttlMs is missing or not a whole number of milliseconds (a skills/list result is cacheable)',
      'cacheScope is missing or neither "public" nor "private" (a skills/list result is cacheable)',
    ]);
  });
});
