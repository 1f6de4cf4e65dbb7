import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Finding } from '../../../../shared/diagnose/finding.ts';
import { PromptMessages } from './prompt-messages.tsx';

const render = (result: unknown, problems: Finding[] = []) =>
  renderToStaticMarkup(<PromptMessages result={result} problems={problems} />);

const strict = (pointer: string, message: string): Finding => ({
  rule: 'result-schema',
  severity: 'error',
  pointer,
  source: '2025-11-25',
  message,
});

describe('PromptMessages', () => {
  it('shows every content type with the shared renderers', () => {
    const html = render({
      description: 'Mixed',
      messages: [
        { role: 'user', content: { type: 'text', text: 'Hello there' } },
        { role: 'assistant', content: { type: 'image', data: 'iVBORw0KGgo=', mimeType: 'image/png' } },
        { role: 'user', content: { type: 'audio', data: 'UklGRg==', mimeType: 'audio/wav' } },
        {
          role: 'user',
          content: { type: 'resource', resource: { uri: 'demo://doc', mimeType: 'text/plain', text: 'Embedded text' } },
        },
        { role: 'assistant', content: { type: 'resource_link', uri: 'demo://link', name: 'linked' } },
      ],
    });
    expect(html).toContain('Mixed');
    expect(html).toContain('aria-label="Message 1: user"');
    expect(html).toContain('Hello there');
    expect(html).toContain('src="data:image/png;base64,iVBORw0KGgo="');
    expect(html).toContain('<audio controls=""');
    expect(html).toContain('Embedded text');
    expect(html).toContain('demo://link');
  });

  it('keeps messages with null, missing or unknown content, and names the problems', () => {
    const html = render(
      {
        messages: [
          { role: 'user', content: null },
          { role: 'user' },
          { role: 'assistant', content: { type: 'hologram', beam: 7 } },
        ],
      },
      [strict('/result/messages/0/content', 'messages[0].content: expected object'), strict('/result/x', 'x: odd')],
    );
    expect(html).toContain('Protocol problems');
    expect(html).toContain('x: odd');
    // The reader's plainer sentence about the same place takes the strict one's place: one place, listed once.
    expect(html).toContain('messages[0]: &quot;content&quot; is null');
    expect(html).not.toContain('messages[0].content: expected object');
    expect(html).toContain('messages[1]: &quot;content&quot; is missing');
    expect(html).toContain('The content is null');
    expect(html).toContain('The message has no content');
    expect(html).toContain('Unknown content type &quot;hologram&quot;');
    expect(html).toContain('&quot;beam&quot;: 7');
  });

  it('shows a result that is not an object', () => {
    expect(render('nope')).toContain('&quot;nope&quot;');
  });
});
