import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readBrowserMessage } from '../../proxy/bridge/browser-message.ts';
import { parseBrowserMessage, parseProxyMessage } from '../../shared/bridge/messages.ts';
import { StderrLines } from '../../shared/bridge/stderr-lines.ts';
import { fuzz } from './fuzz-run.ts';
import { hostileJson, hostileKey } from './hostile-input.ts';

/** The bridge's text messages, both ways, and stderr's line splitting, over hostile text. */

const typed = fc
  .tuple(
    fc.constantFrom(
      '"spawn"',
      '"stdin"',
      '"flow"',
      '"spawned"',
      '"exit"',
      '"stderr"',
      '"bridge-error"',
      '"__proto__"',
      '1',
    ),
    fc.array(
      fc.tuple(
        fc.oneof(hostileKey, fc.constantFrom('command', 'args', 'env', 'cwd', 'inheritEnv', 'data', 'paused')),
        hostileJson,
      ),
      { maxLength: 5 },
    ),
  )
  .map(
    ([type, members]) =>
      `{"type":${type}${members.map(([key, value]) => `,${JSON.stringify(key)}:${value}`).join('')}}`,
  );
const text = fc.oneof(
  { weight: 4, arbitrary: typed },
  { weight: 1, arbitrary: hostileJson },
  { weight: 1, arbitrary: fc.string({ maxLength: 30, unit: 'binary' }) },
);

describe('bridge messages', () => {
  it("the proxy reads any browser message as a valid one or says why not, and the readers' verdicts agree on the type", () => {
    fuzz(
      'bridge messages',
      'hostile text',
      [text],
      (raw) => {
        const reading = readBrowserMessage(raw);
        if (reading.ok) {
          const { message } = reading;
          expect(['spawn', 'stdin', 'flow']).toContain(message.type);
          if (message.type === 'spawn') {
            expect(typeof message.command === 'string' && message.command !== '').toBe(true);
            expect(message.args.every((arg) => typeof arg === 'string')).toBe(true);
            expect(
              Object.getPrototypeOf(message.env) === Object.prototype || Object.getPrototypeOf(message.env) === null,
            ).toBe(true);
            expect(Object.values(message.env).every((value) => typeof value === 'string')).toBe(true);
          }
          expect(parseBrowserMessage(raw)?.type).toBe(message.type);
        } else {
          expect(typeof reading.error).toBe('string');
        }
        parseProxyMessage(raw);
      },
      { numRuns: 6_000 },
    );
  });

  it('stderr splits into the same lines however its chunks fall', () => {
    fuzz(
      'bridge messages',
      'stderr lines',
      [
        fc.string({ maxLength: 80, unit: 'binary' }).map((s) => s.replace(/x/g, '\n')),
        fc.array(fc.nat(), { maxLength: 8 }),
      ],
      (stderr, cuts) => {
        const lines = (chunks: string[]) => {
          const splitter = new StderrLines();
          return [...chunks.flatMap((chunk) => splitter.push(chunk)), ...splitter.flush()];
        };
        const points = [...new Set(cuts.map((cut) => cut % (stderr.length + 1))), stderr.length].sort((a, b) => a - b);
        const pieces = points.map((point, index) => stderr.slice(index === 0 ? 0 : points[index - 1], point));
        const expected = stderr.split('\n');
        if (expected.at(-1) === '') expected.pop();
        expect(lines(pieces)).toEqual(expected);
      },
      { numRuns: 4_000 },
    );
  });
});
