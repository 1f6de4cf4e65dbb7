import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { WireEntry } from '../../../../shared/wire/wire-entry.ts';
import { BatchLinks, batchItems } from './batch-links.tsx';

const entry = (seq: number, fields: Partial<WireEntry>): WireEntry => ({
  seq,
  connection: 1,
  t: 0,
  direction: 'in',
  kind: 'request',
  raw: '{}',
  size: 2,
  ...fields,
});

const log = [
  entry(0, { kind: 'batch', items: 2, raw: '[…]' }),
  entry(1, { method: 'roots/list', id: 5, batch: { group: 0, index: 0 } }),
  entry(2, { kind: 'stderr', raw: 'between' }),
  entry(3, { method: 'ping', id: 6, batch: { group: 0, index: 1 } }),
  entry(4, { method: 'ping', id: 7 }),
];
const at = (seq: number) => log[seq];

describe('BatchLinks', () => {
  it('finds a batch’s items after it, other traffic between them', () => {
    expect(batchItems(log[0]!, at).map((item) => item.seq)).toEqual([1, 3]);
  });

  it('links a batch to its items, and an item to its batch', () => {
    const batch = renderToStaticMarkup(<BatchLinks entry={log[0]!} at={at} onSelect={() => {}} />);
    expect(batch).toContain('aria-label="Batch items"');
    expect(batch).toContain('A batch of 2 items:');
    expect(batch).toContain('1. roots/list #5');
    expect(batch).toContain('2. ping #6');
    const item = renderToStaticMarkup(<BatchLinks entry={log[3]!} at={at} onSelect={() => {}} />);
    expect(item).toMatch(/Item 2 of <button[^>]*>the batch at entry 1 \(2 items\)<\/button>/);
    expect(renderToStaticMarkup(<BatchLinks entry={log[4]!} at={at} onSelect={() => {}} />)).toBe('');
  });
});
