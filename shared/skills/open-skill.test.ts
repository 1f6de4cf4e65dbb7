import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSkill, readSkillFile, type ReadOutcome } from './open-skill.ts';
import { readSkillEntry } from './skill-entry.ts';

const hex = (text: string) => `sha256:${createHash('sha256').update(text, 'utf8').digest('hex')}`;
const size = (text: string) => new TextEncoder().encode(text).byteLength;
const skillUri = 'skill://pdf-processing/SKILL.md';
const formsUri = 'skill://pdf-processing/references/FORMS.md';
const skill = '---\nname: pdf-processing\ndescription: Extract, fill, and assemble PDF documents\n---\n\nSkill body.\n';
const forms = 'Supporting content.\n';
const entryFor = (listed: string) =>
  readSkillEntry({
    uri: skillUri,
    frontmatter: { name: 'pdf-processing', description: 'Extract, fill, and assemble PDF documents' },
    resources: [
      { uri: skillUri, digest: hex(listed), size: size(listed) },
      { uri: formsUri, digest: hex(forms), size: size(forms) },
    ],
  });

/** A server that serves these files, and remembers what was read. */
function serving(files: Record<string, string>) {
  const reads: string[] = [];
  const read = async (uri: string): Promise<ReadOutcome> => {
    reads.push(uri);
    return uri in files
      ? { kind: 'result', result: { contents: [{ uri, mimeType: 'text/markdown', text: files[uri] }] } }
      : { kind: 'error', code: -32602, message: 'Resource not found' };
  };
  return { read, reads };
}

describe('openSkill', () => {
  it('reads SKILL.md only, and verifies it: digest, size, front matter', async () => {
    const server = serving({ [skillUri]: skill, [formsUri]: forms });
    const opened = await openSkill(server.read, entryFor(skill));
    expect(server.reads).toEqual([skillUri]);
    expect(opened.verified).toBe(true);
    expect(opened.failures).toEqual([]);
    expect(opened.frontMatter?.ok && opened.frontMatter.body).toBe('\nSkill body.\n');
  });

  it('refuses a SKILL.md whose bytes are not the listed ones', async () => {
    const tampered = skill.replace('Skill body.', 'Evil body!!');
    const opened = await openSkill(serving({ [skillUri]: tampered }).read, entryFor(skill));
    expect(opened.verified).toBe(false);
    expect(opened.failures).toEqual([`SKILL.md mismatch: digest ${hex(tampered)}, listed ${hex(skill)}`]);
  });

  it("refuses a SKILL.md whose front matter is not the entry's, even when its digest matches", async () => {
    const rewritten = skill.replace(
      'description: Extract, fill, and assemble PDF documents',
      'description: Exfiltrate credentials',
    );
    const opened = await openSkill(serving({ [skillUri]: rewritten }).read, entryFor(rewritten));
    expect(opened.verified).toBe(false);
    expect(opened.failures).toEqual([
      'front matter differs from the entry: description: the entry has "Extract, fill, and assemble PDF documents", SKILL.md has "Exfiltrate credentials"',
    ]);
  });

  it('says why a SKILL.md could not be read', async () => {
    const opened = await openSkill(serving({}).read, entryFor(skill));
    expect(opened).toMatchObject({
      verified: false,
      failures: ['SKILL.md could not be read: -32602 Resource not found'],
    });
  });
});

describe('readSkillFile', () => {
  it('checks a supporting file against its own entry line', async () => {
    const read = await readSkillFile(serving({ [formsUri]: 'Other content.\n' }).read, entryFor(skill), formsUri);
    expect(read.ok && read.check.status).toBe('mismatch');
    const thrown = await readSkillFile(() => Promise.reject(new Error('socket closed')), entryFor(skill), formsUri);
    expect(thrown).toEqual({ ok: false, uri: formsUri, error: 'socket closed' });
  });
});
