import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkdownText } from './markdown-text.tsx';

// A Suspense boundary shows in server markup as <!--$-->…<!--/$--> (or <!--$!--> while it waits).
const suspends = (html: string) => /<!--\$/.test(html);

describe('MarkdownText', () => {
  it('shows text that cannot be Markdown plain at once, with no boundary whose loading would replace the view', () => {
    const long = 'a line of a big log\n'.repeat(6_000);
    expect(suspends(renderToString(<MarkdownText text={long} label="Text" plain={<pre>plain view</pre>} />))).toBe(
      false,
    );
    expect(renderToString(<MarkdownText text={long} label="Text" plain={<pre>plain view</pre>} />)).toContain(
      'plain view',
    );
    expect(suspends(renderToString(<MarkdownText text="# Title" label="Text" markdown={false} />))).toBe(false);
  });

  it('loads the detection for text that may be Markdown', () => {
    expect(suspends(renderToString(<MarkdownText text="# Title" label="Text" />))).toBe(true);
  });
});
