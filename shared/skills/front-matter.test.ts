import { describe, expect, it } from 'vitest';
import type { Finding } from '../diagnose/finding.ts';
import { readFrontMatter } from './front-matter.ts';

/** The sentences of findings, in order. */
const said = (findings: ReadonlyArray<{ message: string }>) => findings.map((finding) => finding.message);

describe('readFrontMatter', () => {
  it('splits SKILL.md into its front matter and its body', () => {
    const text =
      '---\nname: pdf-processing\ndescription: Extract, fill, and assemble PDF documents\n---\n\n# PDF\nBody.\n';
    expect(readFrontMatter(text)).toEqual({
      ok: true,
      frontMatter: { name: 'pdf-processing', description: 'Extract, fill, and assemble PDF documents' },
      body: '\n# PDF\nBody.\n',
      findings: [],
    });
  });

  it('takes CRLF, a byte order mark (said), and a file that ends at the closing line', () => {
    const reading = readFrontMatter('\ufeff---\r\nname: a\r\ndescription: b\r\n---');
    expect(reading).toMatchObject({
      ok: true,
      frontMatter: { name: 'a', description: 'b' },
      body: '',
      findings: [
        {
          rule: 'skill-front-matter',
          severity: 'warning',
          source: 'io.modelcontextprotocol/skills',
          message: 'SKILL.md starts with a byte order mark (read past it)',
        },
      ],
    });
  });

  it('says what the format asks that is missing', () => {
    const reading = readFrontMatter('---\nname: a\n---\nx');
    expect(reading.ok && said(reading.findings)).toEqual([
      'the front matter has no description (the Agent Skills format requires it, a non-empty string)',
    ]);
  });

  it('names the file line of a YAML error, and keeps the body', () => {
    expect(readFrontMatter('---\nname: a\nname: b\n---\nbody')).toEqual({
      ok: false,
      error: 'front matter line 3: the key "name" appears twice',
      body: 'body',
    });
    expect(
      readFrontMatter('---\nname: a: b\ndescription: c\n---\n').ok &&
        said((readFrontMatter('---\nname: a: b\ndescription: c\n---\n') as { findings: Finding[] }).findings)[0],
    ).toMatch(/^front matter line 2: a plain value/);
  });

  it('refuses a file without front matter, an unclosed one, and one that is not a mapping', () => {
    expect(readFrontMatter('# Title\n')).toMatchObject({
      ok: false,
      error: 'SKILL.md does not begin with YAML front matter (a first line of ---)',
    });
    expect(readFrontMatter('---\nname: a\n')).toMatchObject({
      ok: false,
      error: 'the front matter has no closing --- line',
    });
    expect(readFrontMatter('---\n- a\n---\n')).toMatchObject({
      ok: false,
      error: 'the front matter is not a mapping of keys to values',
    });
    expect(readFrontMatter('---\n---\n')).toMatchObject({ ok: false, error: 'the front matter is empty' });
  });
});
