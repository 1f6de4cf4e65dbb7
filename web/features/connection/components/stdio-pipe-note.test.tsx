import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FramingHintView } from './stdio-pipe-note.tsx';

describe('FramingHintView', () => {
  const hint =
    'No answer 3 s after initialize. If this server reads Content-Length frames, set Framing to Content-Length.';

  it('offers the Framing the hint names as one button, when it can reconnect', () => {
    const html = renderToStaticMarkup(<FramingHintView hint={hint} framing="content-length" onReconnect={() => {}} />);
    expect(html).toContain(hint);
    expect(html).toContain('Reconnect with Content-Length framing');
    expect(renderToStaticMarkup(<FramingHintView hint={hint} framing="newline" onReconnect={() => {}} />)).toContain(
      'Reconnect with newline framing',
    );
  });

  it('is the hint alone without a way to reconnect, and nothing without a hint', () => {
    expect(renderToStaticMarkup(<FramingHintView hint={hint} framing="content-length" />)).not.toContain('<button');
    expect(renderToStaticMarkup(<FramingHintView hint={undefined} framing={undefined} onReconnect={() => {}} />)).toBe(
      '',
    );
  });
});
