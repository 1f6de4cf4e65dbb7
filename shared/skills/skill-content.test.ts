import { describe, expect, it } from 'vitest';
import { readSkillContent } from './skill-content.ts';

const uri = 'skill://a/SKILL.md';

describe('readSkillContent', () => {
  it("takes a text item's UTF-8 bytes", () => {
    const reading = readSkillContent(uri, { contents: [{ uri, mimeType: 'text/markdown', text: 'é' }] });
    expect(reading.ok && [...reading.content.bytes]).toEqual([0xc3, 0xa9]);
    expect(reading.ok && reading.content.from).toBe('text');
  });

  it('decodes a blob, and reads it as text when it is UTF-8', () => {
    const reading = readSkillContent(uri, { contents: [{ uri, blob: btoa('hi') }] });
    expect(reading.ok && reading.content.text).toBe('hi');
    const binary = readSkillContent(uri, { contents: [{ uri, blob: btoa('\xff\xfe') }] });
    expect(binary.ok && binary.content.text).toBeUndefined();
    expect(binary.ok && [...binary.content.bytes]).toEqual([0xff, 0xfe]);
    expect(readSkillContent(uri, { contents: [{ uri, blob: '***' }] })).toEqual({
      ok: false,
      error: `the blob of ${uri} is not valid base64`,
    });
  });

  it('finds the item for the uri, says when it had to take another, and refuses empty answers', () => {
    const other = readSkillContent(uri, { contents: [{ uri: 'skill://b/SKILL.md', text: 'x' }] });
    expect(other.ok && other.content.findings.map((finding) => finding.message)).toEqual([
      `the content item's uri is "skill://b/SKILL.md", not the ${uri} that was read`,
    ]);
    expect(readSkillContent(uri, { contents: [] })).toEqual({
      ok: false,
      error: `resources/read of ${uri} returned no contents`,
    });
    expect(readSkillContent(uri, { contents: [{ uri }] })).toEqual({
      ok: false,
      error: `the content of ${uri} has neither text nor blob`,
    });
  });
});
