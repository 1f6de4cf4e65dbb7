import { describe, expect, it } from 'vitest';
import { TestPayloadStore } from '../../../../shared/test-kit/test-payload-store.ts';
import { WireLog } from '../../../../shared/wire/wire-log.ts';
import { parseJsonLines } from '../../../../shared/wire/import-log.ts';
import { exportBlob } from './export-blob.ts';

const line = (index: number) => `stderr line ${index} `.padEnd(3000, 'z');

describe('exportBlob', () => {
  it('writes every payload whole, those moved to storage included, and the export reads back the same', async () => {
    const store = new TestPayloadStore();
    const log = new WireLog(() => {}, { budget: { budgetChars: 20_000, openStore: () => store } });
    for (let i = 0; i < 50; i++) log.append({ connection: 1, t: i, direction: 'in', kind: 'stderr', raw: line(i) });
    expect(log.memory.spilledEntries).toBeGreaterThan(30);
    const progress: number[] = [];
    const blob = await exportBlob(log, { onProgress: (done) => progress.push(done) });
    const read = parseJsonLines(await blob.text());
    expect(read.entries).toHaveLength(50);
    read.entries.forEach((entry, index) => {
      expect(entry.raw).toBe(line(index));
      expect(entry.spilled).toBeUndefined();
    });
    expect(progress.at(-1)).toBe(50);
  });

  it('keeps the preview, still marked, when a text cannot be read back', async () => {
    const store = new TestPayloadStore();
    const log = new WireLog(() => {}, { budget: { budgetChars: 20_000, openStore: () => store } });
    for (let i = 0; i < 50; i++) log.append({ connection: 1, t: i, direction: 'in', kind: 'stderr', raw: line(i) });
    store.texts.delete(0);
    const read = parseJsonLines(await (await exportBlob(log)).text());
    expect(read.entries[0]!.spilled).toBe(true);
    expect(read.entries[0]!.raw).toBe(line(0).slice(0, read.entries[0]!.raw.length));
    expect(read.entries[1]!.raw).toBe(line(1));
  });
});
