import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJsonLines } from '../../shared/wire/import-log.ts';
import { WireLog } from '../../shared/wire/wire-log.ts';
import { fuzz } from './fuzz-run.ts';
import { hostileFrameText, hostileJson, hostileKey, hostileNumber } from './hostile-input.ts';

/** The JSON Lines import (a file anyone may hand the page), over hostile entries and lines that are none. */

const seq = fc.oneof(fc.nat({ max: 12 }).map(String), hostileNumber, fc.constantFrom('-1', '"3"', 'null', '{}'));

/** An exported entry as text: the members the import reads, right or wrong, links that lead anywhere, and hostile extras. */
const entryLine = fc
  .record(
    {
      seq,
      connection: fc.oneof(fc.constant('1'), hostileNumber, fc.constant('"1"')),
      t: fc.oneof(fc.constant('0'), hostileNumber),
      direction: fc.constantFrom('"in"', '"out"', '"note"', '"sideways"', '1'),
      kind: fc.constantFrom('"request"', '"result"', '"batch"', '"stderr"', '7'),
      raw: fc.oneof(
        hostileFrameText.map((text) => JSON.stringify(text)),
        fc.constant('{}'),
      ),
      requestSeq: seq,
      exchange: seq,
      cancels: seq,
      batch: fc.oneof(
        seq.map((group) => `{"group":${group},"index":0}`),
        hostileJson,
      ),
      findings: fc.oneof(fc.constant('[]'), hostileJson),
      extra: fc.tuple(hostileKey, hostileJson).map(([key, value]) => `${JSON.stringify(key)}:${value}`),
    },
    { requiredKeys: ['direction', 'kind'] },
  )
  .map(
    (members) =>
      `{${Object.entries(members)
        .map(([key, value]) => (key === 'extra' ? value : `${JSON.stringify(key)}:${value}`))
        .join(',')}}`,
  );

const file = fc
  .array(
    fc.oneof(
      { weight: 4, arbitrary: entryLine },
      { weight: 1, arbitrary: hostileFrameText },
      { weight: 1, arbitrary: fc.constantFrom('', ' ', '\r', '\uFEFF') },
    ),
    { maxLength: 10 },
  )
  .map((lines) => lines.join('\n'));

describe('the JSON Lines import', () => {
  it('reads any file without throwing: entries numbered from 0, every link kept leads to an entry, and the log loads them', () => {
    fuzz(
      'import',
      'hostile files',
      [
        fc.oneof(
          file,
          file.map((text) => `\uFEFF${text}`),
        ),
      ],
      (text) => {
        const { entries, skipped } = parseJsonLines(text);
        entries.forEach((entry, position) => {
          expect(entry.seq).toBe(position);
          for (const link of [entry.requestSeq, entry.exchange, entry.cancels, entry.batch?.group]) {
            if (link !== undefined) expect(entries[link]).toBeDefined();
          }
        });
        for (const line of skipped) expect(line.line).toBeGreaterThanOrEqual(1);
        const log = new WireLog(() => {});
        log.load(entries);
        expect(log.size).toBe(entries.length);
      },
      { numRuns: 1_250 },
    );
  });
});
