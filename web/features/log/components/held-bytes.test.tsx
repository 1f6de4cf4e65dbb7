import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HeldBytes, HeldBytesLine } from './held-bytes.tsx';

describe('HeldBytesLine', () => {
  it('says how many bytes wait, and for what', () => {
    expect(renderToStaticMarkup(<HeldBytesLine held={{ bytes: 112, awaiting: 'newline' }} />)).toMatch(
      /role="status" aria-label="Bytes waiting"[\s\S]*112 bytes waiting for a newline/,
    );
    expect(renderToStaticMarkup(<HeldBytesLine held={{ bytes: 1, awaiting: 'newline' }} />)).toContain(
      '1 byte waiting for a newline',
    );
    expect(
      renderToStaticMarkup(<HeldBytesLine held={{ bytes: 40_000, awaiting: 'body', declared: 1_000_000 }} />),
    ).toContain('40,000 bytes of a Content-Length frame waiting for the rest of its 1,000,000-byte body');
  });

  it('shows nothing when nothing is held, or outside a session', () => {
    expect(renderToStaticMarkup(<HeldBytesLine held={{ bytes: 0, awaiting: 'newline' }} />)).toBe('');
    expect(renderToStaticMarkup(<HeldBytesLine held={undefined} />)).toBe('');
    expect(renderToStaticMarkup(<HeldBytes />)).toBe('');
  });
});
