import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { resourceAttachment } from '../lib/resource-attachment.ts';
import { AttachmentChips } from './attachment-chips.tsx';

const chips = (reads: Parameters<typeof AttachmentChips>[0]['attachments']) =>
  renderToStaticMarkup(<AttachmentChips attachments={reads} onRemove={() => {}} />);

describe('AttachmentChips', () => {
  it('shows each attached uri with its own Remove, and says a binary one’s bytes do not go', () => {
    const text = resourceAttachment('demo://notes', { contents: [{ uri: 'demo://notes', text: 'n' }] });
    const blob = resourceAttachment('demo://logo', {
      contents: [{ uri: 'demo://logo', mimeType: 'image/png', blob: 'AA==' }],
    });
    const html = chips([text!, blob!]);
    expect(html).toContain('aria-label="Attached to the next message"');
    expect(html).toContain('aria-label="Remove attachment demo://notes"');
    expect(html).toContain('aria-label="Remove attachment demo://logo"');
    expect(html).toContain('binary (image/png, 1 byte): named to the model, its bytes not sent');
  });

  it('draws nothing when nothing is attached', () => {
    expect(chips([])).toBe('');
  });
});
