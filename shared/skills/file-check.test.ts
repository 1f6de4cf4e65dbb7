import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkFile, describeCheck, judgeFile, sha256Digest } from './file-check.ts';
import { readSkillEntry } from './skill-entry.ts';

const hex = (text: string) => `sha256:${createHash('sha256').update(text, 'utf8').digest('hex')}`;
const bytes = (text: string) => new TextEncoder().encode(text);
const skill = '---\nname: pdf-processing\ndescription: Extract, fill, and assemble PDF documents\n---\n\nSkill body.\n';
const entry = readSkillEntry({
  uri: 'skill://pdf-processing/SKILL.md',
  frontmatter: { name: 'pdf-processing', description: 'Extract, fill, and assemble PDF documents' },
  resources: [{ uri: 'skill://pdf-processing/SKILL.md', digest: hex(skill), size: bytes(skill).byteLength }],
});

describe('sha256Digest', () => {
  it('is the SHA-256 of the bytes, as node:crypto makes it', async () => {
    expect(await sha256Digest(bytes(''))).toBe(
      'sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(await sha256Digest(bytes('héllo'))).toBe(hex('héllo'));
  });
});

describe('checkFile', () => {
  it('matches the bytes the entry lists', async () => {
    const check = await checkFile(entry, entry.uri, bytes(skill));
    expect(check.status).toBe('match');
    expect(describeCheck(check)).toBe(`digest and size match (${bytes(skill).byteLength} bytes)`);
  });

  it('fails on a different digest, showing both values', async () => {
    const tampered = skill.replace('Skill body.', 'Evil body!!');
    const check = await checkFile(entry, entry.uri, bytes(tampered));
    expect(check).toEqual({
      status: 'mismatch',
      actual: { digest: hex(tampered), size: bytes(tampered).byteLength },
      expected: { digest: hex(skill), size: bytes(skill).byteLength },
      differs: ['digest'],
    });
    expect(describeCheck(check)).toBe(`mismatch: digest ${hex(tampered)}, listed ${hex(skill)}`);
  });

  it('fails on a size that differs whatever the digest', async () => {
    const longer = `${skill}extra\n`;
    const check = await checkFile(entry, entry.uri, bytes(longer));
    expect(check.status === 'mismatch' && check.differs).toEqual(['size', 'digest']);
    expect(judgeFile(entry.files, entry.uri, { digest: hex(skill), size: 1 })).toMatchObject({
      status: 'mismatch',
      differs: ['size'],
    });
  });

  it('says when a file is not listed, the skill is dynamic, or the listing cannot be checked', () => {
    const actual = { digest: hex('x'), size: 1 };
    expect(judgeFile(entry.files, 'skill://pdf-processing/other.md', actual).status).toBe('not-listed');
    expect(judgeFile('dynamic', entry.uri, actual).status).toBe('dynamic');
    expect(judgeFile([{ uri: 'u', digest: 'md5:x', size: 1, path: 'u', findings: [] }], 'u', actual)).toEqual({
      status: 'unverifiable',
      actual,
      why: 'its listed digest md5:x is malformed',
    });
    expect(judgeFile('invalid', 'u', actual)).toEqual({
      status: 'unverifiable',
      actual,
      why: 'the entry has no usable resources list',
    });
  });
});
