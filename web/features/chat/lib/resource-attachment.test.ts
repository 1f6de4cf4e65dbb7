import { describe, expect, it } from 'vitest';
import { resourceAttachment } from './resource-attachment.ts';

describe('resourceAttachment', () => {
  it('attaches a text resource’s text with its type', () => {
    expect(
      resourceAttachment('demo://a', { contents: [{ uri: 'demo://a', mimeType: 'text/plain', text: 'alpha' }] }),
    ).toEqual({ attachment: { uri: 'demo://a', text: 'alpha', mimeType: 'text/plain' } });
  });

  it('names a blob with its type and size instead of sending its bytes, and says so', () => {
    const read = resourceAttachment('demo://b', {
      contents: [{ uri: 'demo://b', mimeType: 'application/octet-stream', blob: 'AAECAw==' }],
    });
    expect(read?.attachment.text).toBe(
      '[binary contents of demo://b (application/octet-stream, 4 bytes): not sent to the model]',
    );
    expect(read?.attachment.text).not.toContain('AAECAw');
    expect(read?.binary).toBe('binary (application/octet-stream, 4 bytes): named to the model, its bytes not sent');
  });

  it('gives nothing for a result without contents', () => {
    expect(resourceAttachment('demo://c', { contents: [] })).toBeUndefined();
    expect(resourceAttachment('demo://c', {})).toBeUndefined();
  });
});
