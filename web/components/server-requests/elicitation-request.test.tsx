import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ElicitationUrl } from './elicitation-request.tsx';

const render = (url: unknown) =>
  renderToStaticMarkup(
    <ElicitationUrl params={{ mode: 'url', url, message: 'm' }} completedAt={undefined} pending onAnswer={() => {}} />,
  );
// The disabled attribute, not the disabled: style variants every button's class carries.
const acceptButton = (html: string) =>
  (/<button[^>]*>Accept<\/button>/.exec(html)?.[0] ?? '').replace(/class="[^"]*"/, '');

describe('ElicitationUrl', () => {
  it('writes out an http(s) URL in full, scheme and all, before Accept opens it', () => {
    const html = render('https://example.com/sign-in?x=1');
    expect(html).toContain(
      'Opens <span aria-label="Opens" class="break-all font-mono text-zinc-200">https://example.com/sign-in?x=1</span>',
    );
    expect(acceptButton(html)).not.toContain('disabled');
  });

  it.each([
    ['javascript://127.0.0.1:47001/%0aalert(1)', 'javascript:'],
    ['data:text/html,<script>alert(1)</script>', 'data:'],
    ['file:///etc/passwd', 'file:'],
  ])('shows %s as text with the reason, and Accept disabled', (url, scheme) => {
    const html = render(url);
    expect(html).toContain(`not opened: only http and https links are opened; this one is ${scheme}`);
    // Before, a javascript:// URL with a host read "Opens a page on 127.0.0.1:47001" and Accept was enabled.
    expect(html).not.toContain('Opens a page on');
    expect(acceptButton(html)).toContain('disabled');
    expect(html).not.toContain('href=');
  });
});
