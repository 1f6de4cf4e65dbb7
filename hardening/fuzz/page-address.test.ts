import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  itemKinds,
  maxArgsLength,
  maxNameLength,
  readPageAddress,
  writePageAddress,
} from '../../web/lib/page-address.ts';
import { tabOfItem, type Place } from '../../web/lib/page-place.ts';
import { fuzz } from './fuzz-run.ts';
import { hostileJson, hostileKey } from './hostile-input.ts';

/** The page's address (README "Links"): whatever a link's fragment holds, the page reads a place from it or says why not. */

const tabs = ['tools', 'resources', 'prompts', 'skills', 'log'];
const part = fc.oneof(
  fc.constantFrom('tab', 'args', 'server', ...itemKinds),
  hostileKey,
  fc.string({ maxLength: 8, unit: 'binary' }),
);
const value = fc.oneof(
  hostileJson,
  fc.string({ maxLength: 40, unit: 'binary' }),
  fc.constantFrom('javascript:alert(1)', 'tools', '0123456789ab', '%zz', '%E0%A4%A', '{"a":1}', '[]', 'null'),
);
/** Pairs joined as a browser would keep them, encoded or raw (a hand-made link need not be encoded). */
const fragment = fc
  .tuple(fc.array(fc.tuple(part, value, fc.boolean()), { maxLength: 6 }), fc.boolean())
  .map(
    ([pairs, hash]) =>
      (hash ? '#' : '') +
      pairs.map(([key, text, encode]) => `${key}=${encode ? encodeURIComponent(text) : text}`).join('&'),
  );

const place: fc.Arbitrary<Place> = fc.record(
  {
    tab: fc.constantFrom(...tabs),
    item: fc.record({
      kind: fc.constantFrom(...itemKinds),
      name: fc.string({ minLength: 1, maxLength: 60 }).filter((name) => !/\p{Cc}/u.test(name)),
    }),
    args: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  },
  { requiredKeys: [] },
);

describe('the page address', () => {
  it('reads any fragment without throwing, and keeps only what is well formed', () => {
    fuzz(
      'page address',
      'hostile fragment',
      [fragment],
      (hash) => {
        const read = readPageAddress(hash, tabs);
        if (read.place?.tab !== undefined) expect(tabs).toContain(read.place.tab);
        const name = read.place?.item?.name;
        if (name !== undefined) {
          expect(name.length).toBeGreaterThan(0);
          expect(name.length).toBeLessThanOrEqual(maxNameLength);
          expect(/\p{Cc}/u.test(name)).toBe(false);
        }
        if (read.place?.args !== undefined) {
          expect(read.place.item).toBeDefined();
          expect(typeof read.place.args === 'object' && !Array.isArray(read.place.args)).toBe(true);
          expect(JSON.stringify(read.place.args).length).toBeLessThanOrEqual(maxArgsLength);
        }
        if (read.server !== undefined) expect(read.server).toMatch(/^[0-9a-f]{12}$/);
        // Each message quotes at most a short piece of the address.
        for (const problem of read.problems) expect(problem.message.length).toBeLessThan(400);
      },
      { numRuns: 5_000 },
    );
  });

  it('reads back every place it writes, saying nothing', () => {
    fuzz(
      'page address',
      'written and read back',
      [place],
      (written) => {
        const hash = writePageAddress({ place: written, server: 'abcdef012345' });
        const read = readPageAddress(hash, tabs);
        // A tab that is not the item's own is said and left out: the item is shown in its tab.
        const ownTab = !written.item || !written.tab || tabOfItem(written.item.kind) === written.tab;
        expect(read.problems).toEqual(
          ownTab
            ? []
            : [
                {
                  part: 'tab',
                  message: expect.stringContaining(
                    `is in the ${read.place?.item && tabOfItem(read.place.item.kind)} tab`,
                  ),
                },
              ],
        );
        expect(read.place?.tab).toBe(ownTab ? written.tab : undefined);
        expect(read.place?.item).toEqual(written.item);
        expect(read.server).toBe('abcdef012345');
        if (written.item && written.args && Object.keys(written.args).length > 0)
          expect(read.place?.args).toEqual(JSON.parse(JSON.stringify(written.args)));
      },
      { numRuns: 2_000 },
    );
  });
});
