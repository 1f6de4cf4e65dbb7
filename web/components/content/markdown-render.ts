import MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import { safeHttpUrl } from './markdown-links.ts';

// html: false escapes any HTML in the source, so a server's <img onerror> is shown as text, never parsed.
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
const escape = markdown.utils.escapeHtml;

// Every link is judged by our own rule below (http(s) only), so none is dropped silently by the parser's.
markdown.validateLink = () => true;

/** A link whose target is not http(s) becomes its text followed by the target, as text. */
function unlinkUnsafe(children: Token[], TokenClass: typeof Token): Token[] {
  const out: Token[] = [];
  // Per open link: undefined when kept, else the target it had.
  const open: Array<string | undefined> = [];
  for (const token of children) {
    if (token.type === 'link_open') {
      const href = token.attrGet('href') ?? '';
      const safe = safeHttpUrl(href) !== undefined;
      open.push(safe ? undefined : href);
      if (safe) out.push(token);
    } else if (token.type === 'link_close') {
      const unsafeHref = open.pop();
      if (unsafeHref === undefined) out.push(token);
      else {
        const text = new TokenClass('text', '', 0);
        text.content = ` (${unsafeHref})`;
        out.push(text);
      }
    } else out.push(token);
  }
  return out;
}

markdown.core.ruler.push('unlink_unsafe', (state) => {
  for (const token of state.tokens) {
    if (token.type === 'inline' && token.children) token.children = unlinkUnsafe(token.children, state.Token);
  }
});

// Links open in a new tab, with no way back to this page; the full URL is in the title.
markdown.renderer.rules.link_open = (tokens, index, options, _env, self) => {
  const token = tokens[index]!;
  token.attrSet('target', '_blank');
  token.attrSet('rel', 'noopener noreferrer');
  token.attrSet('title', token.attrGet('href') ?? '');
  return self.renderToken(tokens, index, options);
};

// A link whose words are not its URL (`[https://good.example](https://evil.example)`) shows where it leads, scheme and all.
markdown.renderer.rules.link_close = (tokens, index, options, _env, self) => {
  let open = index - 1;
  while (open >= 0 && tokens[open]!.type !== 'link_open') open--;
  const href = open >= 0 ? (tokens[open]!.attrGet('href') ?? '') : '';
  const words = tokens
    .slice(open + 1, index)
    .map((token) => token.content)
    .join('');
  const close = self.renderToken(tokens, index, options);
  return href && !sameUrlText(words, href) ? `${close}<span class="md-href"> (${escape(href)})</span>` : close;
};

/** Whether a link's words already say its URL (autolinks, linkified text, or the URL written out). */
function sameUrlText(words: string, href: string): boolean {
  const bare = (url: string) => url.trim().replace(/\/$/, '').toLowerCase();
  return (
    bare(words) === bare(href) ||
    bare(`https://${words}`) === bare(href) ||
    bare(`http://${words}`) === bare(href) ||
    bare(`mailto:${words}`) === bare(href)
  );
}

// Images are never loaded (a server could track the reader, or show what it likes): the alt text and the URL instead.
markdown.renderer.rules.image = (tokens, index, options, env, self) => {
  const token = tokens[index]!;
  const src = token.attrGet('src') ?? '';
  const alt = self.renderInlineAsText(token.children ?? [], options, env) || 'image';
  const safe = safeHttpUrl(src);
  const target = safe
    ? `<a href="${escape(safe)}" target="_blank" rel="noopener noreferrer">${escape(src)}</a>`
    : `<code>${escape(src)}</code>`;
  return `<span class="md-image">[image: ${escape(alt)}] ${target}</span>`;
};

/** HTML for Markdown from a server: no HTML of its own, http(s) links only, no images loaded. */
export function renderMarkdown(text: string): string {
  return markdown.render(text);
}
