import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown-render.ts';

describe('renderMarkdown', () => {
  it('renders headings, bold, lists and code', () => {
    const html = renderMarkdown('# Title\n\n**bold** and `code`\n\n- one\n- two\n\n```\nx < y\n```');
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<code>code</code>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('x &lt; y');
  });

  it('opens http(s) links in a new tab without an opener or referrer, the full URL in the title', () => {
    expect(renderMarkdown('[docs](https://example.com/docs)')).toContain(
      '<a href="https://example.com/docs" target="_blank" rel="noopener noreferrer" title="https://example.com/docs">docs</a>',
    );
  });

  it('writes out where a link leads when its words are not its URL', () => {
    const html = renderMarkdown('[https://good.example](https://evil.example/login)');
    expect(html).toContain('>https://good.example</a><span class="md-href"> (https://evil.example/login)</span>');
    expect(renderMarkdown('[docs](https://example.com/docs)')).toContain(
      'docs</a><span class="md-href"> (https://example.com/docs)</span>',
    );
    // Words that are the URL say it already.
    for (const source of [
      '<https://example.com/a>',
      '[https://example.com/a](https://example.com/a)',
      '[example.com/a](https://example.com/a)',
    ]) {
      expect(renderMarkdown(source), source).not.toContain('md-href');
    }
  });

  it('shows other links as text', () => {
    for (const href of ['javascript:alert(1)', 'data:text/html,x', '/relative', 'mailto:a@b.c']) {
      const html = renderMarkdown(`[click](${href})`);
      expect(html).not.toContain('<a');
      expect(html).toContain('click (');
    }
    expect(renderMarkdown('<javascript:alert(1)>')).not.toContain('<a');
  });

  it('escapes raw HTML', () => {
    const html = renderMarkdown('# Hi\n\n<img src=x onerror="alert(1)">\n\n<script>alert(1)</script> <b>inline</b>');
    expect(html).not.toMatch(/<img|<script|<b>/);
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
  });

  it('never loads an image: alt text and its URL instead', () => {
    const html = renderMarkdown('![a chart](https://example.com/c.png) ![x](javascript:alert(1))');
    expect(html).not.toContain('<img');
    expect(html).toContain(
      '[image: a chart] <a href="https://example.com/c.png" target="_blank" rel="noopener noreferrer">https://example.com/c.png</a>',
    );
    expect(html).toContain('[image: x] <code>javascript:alert(1)</code>');
  });
});
