import { describe, expect, it } from 'vitest';
import { readContentBlock, readResourceContents } from './read-content.ts';

describe('readContentBlock', () => {
  it('reads each protocol content type', () => {
    expect(readContentBlock({ type: 'text', text: 'hi', annotations: { priority: 1 } })).toEqual({
      kind: 'text',
      text: 'hi',
      annotations: { priority: 1 },
    });
    expect(readContentBlock({ type: 'image', data: 'AAAA', mimeType: 'image/png' })).toEqual({
      kind: 'image',
      data: 'AAAA',
      mimeType: 'image/png',
    });
    expect(readContentBlock({ type: 'audio', data: 'AAAA', mimeType: 'audio/wav' })).toMatchObject({ kind: 'audio' });
    expect(
      readContentBlock({ type: 'resource', resource: { uri: 'file:///a.txt', mimeType: 'text/plain', text: 'x' } }),
    ).toEqual({
      kind: 'resource',
      uri: 'file:///a.txt',
      mimeType: 'text/plain',
      text: 'x',
    });
    expect(readContentBlock({ type: 'resource', resource: { uri: 'mem://b', blob: 'AAAA' } })).toEqual({
      kind: 'resource',
      uri: 'mem://b',
      blob: 'AAAA',
    });
    expect(
      readContentBlock({
        type: 'resource_link',
        uri: 'test://1',
        name: 'one',
        description: 'd',
        mimeType: 'text/plain',
        size: 3,
      }),
    ).toEqual({
      kind: 'resource_link',
      uri: 'test://1',
      name: 'one',
      description: 'd',
      mimeType: 'text/plain',
      size: 3,
    });
  });

  it('keeps unknown or malformed blocks, with a note', () => {
    expect(readContentBlock({ type: 'video', url: 'x' }, '/result/content/0')).toMatchObject({
      kind: 'unknown',
      raw: { type: 'video', url: 'x' },
      finding: { rule: 'content-block-unreadable', pointer: '/result/content/0/type' },
    });
    expect(readContentBlock({ type: 'video', url: 'x' })).toMatchObject({
      kind: 'unknown',
      raw: { type: 'video', url: 'x' },
      finding: { message: 'Unknown content type "video"' },
    });
    expect(readContentBlock({ type: 'text', text: 5 })).toMatchObject({
      kind: 'unknown',
      finding: { message: 'Text block without a "text" string' },
    });
    expect(readContentBlock({ type: 'image', mimeType: 'image/png' })).toMatchObject({ kind: 'unknown' });
    expect(readContentBlock({ type: 'resource', resource: {} })).toMatchObject({ kind: 'unknown' });
    expect(readContentBlock({ type: 'resource_link' })).toMatchObject({ kind: 'unknown' });
    expect(readContentBlock('text')).toMatchObject({
      kind: 'unknown',
      finding: { message: 'Content block is not an object' },
    });
    expect(readContentBlock({ text: 'x' })).toMatchObject({
      kind: 'unknown',
      finding: { message: 'Content block without a "type"' },
    });
    expect(readContentBlock({ type: { name: 'text' } })).toMatchObject({
      kind: 'unknown',
      finding: { message: '"type" is not a string' },
    });
    expect(readContentBlock(null)).toMatchObject({
      kind: 'unknown',
      raw: null,
      finding: { message: 'Content block is not an object' },
    });
    expect(readContentBlock(undefined)).toMatchObject({ kind: 'unknown', finding: { message: 'No content' } });
  });

  it('never puts a guessed mime type in place of the one sent, and says what is off', () => {
    const missing = readContentBlock({ type: 'image', data: 'AAAA' });
    expect(missing).not.toHaveProperty('mimeType');
    expect(missing).toMatchObject({ findings: [{ rule: 'content-mime-type', message: '"mimeType" is missing' }] });
    const wrong = readContentBlock({ type: 'image', data: 'AAAA', mimeType: 5 });
    expect(wrong).not.toHaveProperty('mimeType');
    expect(wrong).toMatchObject({ kind: 'image', findings: [{ message: '"mimeType" is 5, not a string' }] });
  });
});

describe('readResourceContents', () => {
  it('reads text and blob contents', () => {
    expect(readResourceContents({ uri: 'file:///a.txt', mimeType: 'text/plain', text: 'hi' })).toEqual({
      kind: 'resource',
      uri: 'file:///a.txt',
      mimeType: 'text/plain',
      text: 'hi',
    });
    expect(readResourceContents({ uri: 'file:///a.png', mimeType: 'image/png', blob: 'AAAA' })).toEqual({
      kind: 'resource',
      uri: 'file:///a.png',
      mimeType: 'image/png',
      blob: 'AAAA',
    });
  });

  it('shows usable contents with what is off about them', () => {
    expect(readResourceContents({ text: 'hi' })).toMatchObject({
      kind: 'resource',
      uri: '',
      text: 'hi',
      findings: [{ rule: 'resource-contents-member', pointer: '/uri', message: '"uri" is missing' }],
    });
    expect(readResourceContents({ uri: 5, text: 'hi', blob: 'AA', mimeType: 1 })).toMatchObject({
      findings: [
        { message: '"uri" is not a string' },
        { rule: 'resource-contents-text-and-blob', severity: 'warning', message: 'has both "text" and "blob"' },
        { message: '"mimeType" is not a string' },
      ],
    });
  });

  it('keeps contents it cannot show as raw JSON, with a note', () => {
    expect(readResourceContents(null)).toMatchObject({
      kind: 'unknown',
      raw: null,
      finding: { message: 'Contents entry is not an object' },
    });
    expect(readResourceContents({ uri: 'a' })).toMatchObject({
      kind: 'unknown',
      finding: { message: 'Contents entry without a "text" or "blob"' },
    });
    expect(readResourceContents({ uri: 'a', text: { en: 'x' } })).toMatchObject({
      kind: 'unknown',
      finding: { message: '"text" or "blob" is not a string' },
    });
  });
});
