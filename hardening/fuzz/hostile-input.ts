import fc from 'fast-check';

/**
 * Arbitraries for what a hostile or broken server can put on the wire:
 * JSON text built as text (so numbers like 1e400, duplicate and
 * prototype-polluting keys, lone surrogates stay exactly as written),
 * JSON-RPC envelopes around it, and bytes that are not UTF-8 at all.
 */

const utf8 = new TextEncoder();

export function bytesOf(text: string): Uint8Array {
  return utf8.encode(text);
}

/** Keys a JSON-RPC reader looks up, keys that reach prototypes, and anything. */
export const hostileKey = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '__proto__',
      'constructor',
      'prototype',
      'polluted',
      'toString',
      'valueOf',
      'hasOwnProperty',
      '__defineGetter__',
      'length',
    ),
  },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'jsonrpc',
      'id',
      'method',
      'params',
      'result',
      'error',
      'code',
      'message',
      'data',
      '_meta',
      'progressToken',
      'progress',
      'requestId',
      'protocolVersion',
      'capabilities',
      'tools',
      'content',
      'isError',
      'structuredContent',
      'inputSchema',
      'outputSchema',
      'name',
      'type',
    ),
  },
  { weight: 2, arbitrary: fc.string({ maxLength: 8 }) },
);

/** Number tokens that do not fit a double, or barely do. */
export const hostileNumber = fc.constantFrom(
  '1e400',
  '-1e400',
  '1e-400',
  '-0',
  '0.0',
  '18446744073709551616',
  '18446744073709551615',
  '9007199254740993',
  '-9223372036854775809',
  '123456789012345678901234567890',
  '1.7976931348623157e308',
  '5e-324',
  '0.1e999999999',
  '1E+2',
);

/** JSON string tokens with escapes that make lone surrogates, NULs, BOMs and line separators. */
export const hostileString = fc.oneof(
  fc.constantFrom(
    '"\\ud800"',
    '"\\udfff"',
    '"a\\ud83d"',
    '"\\u0000"',
    '"\\ufeff"',
    '"\\u2028\\u2029"',
    '"\\n\\r"',
    '""',
    '"__proto__"',
    '"tools/call"',
    '"2.0"',
    '"notifications/progress"',
  ),
  fc.string({ maxLength: 12, unit: 'binary' }).map((text) => JSON.stringify(text)),
);

const leaf = fc.oneof(
  { weight: 3, arbitrary: hostileNumber },
  { weight: 2, arbitrary: fc.integer().map(String) },
  { weight: 2, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => JSON.stringify(value)) },
  { weight: 3, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.constantFrom('true', 'false', 'null') },
);

/** A JSON value as text, a few levels deep, with hostile keys (repeated keys too) and leaves. */
export const hostileJson: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    fc
      .array(fc.tuple(hostileKey, tie('value')), { maxLength: 5 })
      .map((members) => `{${members.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`),
  ),
})).value;

/** An id as text: ordinary, huge, fractional, or not an id at all. */
export const hostileId = fc.oneof(
  fc.nat({ max: 5 }).map(String),
  hostileNumber,
  hostileString,
  fc.constantFrom('null', '{}', '[]', 'true', '{"__proto__":1}'),
);

export const hostileMethod = fc.oneof(
  fc.constantFrom(
    '"initialize"',
    '"tools/call"',
    '"tools/list"',
    '"notifications/progress"',
    '"notifications/cancelled"',
    '"notifications/message"',
    '"server/discover"',
    '"__proto__"',
    '"constructor"',
    '"toString"',
    '"hasOwnProperty"',
    '""',
  ),
  hostileString,
);

const envelopeMembers = ['jsonrpc', 'id', 'method', 'params', 'result', 'error', '__proto__', 'constructor'];

/** A JSON-RPC envelope as text: members present or not, in any order, with hostile values. */
const anyEnvelope: fc.Arbitrary<string> = fc
  .tuple(
    fc.oneof(fc.constant('"2.0"'), leaf),
    hostileId,
    hostileMethod,
    hostileJson,
    hostileJson,
    fc.oneof(
      hostileJson,
      fc
        .tuple(fc.oneof(fc.integer({ min: -32800, max: -32000 }).map(String), hostileNumber), hostileJson)
        .map(([code, data]) => `{"code":${code},"message":"m","data":${data}}`),
    ),
    hostileJson,
    hostileJson,
  )
  // Pairs, never an object: `__proto__` as a member name must reach the text, not a prototype here.
  .map((values) => envelopeMembers.map((name, index): [string, string] => [name, values[index]!]))
  .chain((members) => fc.shuffledSubarray(members))
  .map((members) => `{${members.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`);

/** A message shaped as a request, notification, result or error would be, with hostile values where the rules look. */
const plausibleMessage: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('request', 'notification', 'result', 'error'),
    fc.oneof({ weight: 3, arbitrary: fc.nat({ max: 5 }).map(String) }, { weight: 2, arbitrary: hostileId }),
    hostileMethod,
    hostileJson,
    fc.option(fc.tuple(hostileKey, hostileJson), { nil: undefined }),
  )
  .map(([kind, id, method, value, extra]) => {
    const members = ['"jsonrpc":"2.0"'];
    if (kind !== 'notification') members.push(`"id":${id}`);
    if (kind === 'request' || kind === 'notification') members.push(`"method":${method}`, `"params":${value}`);
    if (kind === 'result') members.push(`"result":${value}`);
    if (kind === 'error') members.push(`"error":{"code":-32000,"message":"m","data":${value}}`);
    if (extra) members.push(`${JSON.stringify(extra[0])}:${extra[1]}`);
    return `{${members.join(',')}}`;
  });

/** A JSON-RPC message as text: mostly shaped like one, sometimes any mix of its members. */
export const hostileMessage = fc.oneof(
  { weight: 3, arbitrary: plausibleMessage },
  { weight: 2, arbitrary: anyEnvelope },
);

/** What a line of stdout might hold: a message, a batch of them, a cut-short one, a BOM before one, or not JSON. */
export const hostileFrameText = fc.oneof(
  { weight: 5, arbitrary: hostileMessage },
  { weight: 1, arbitrary: fc.array(hostileMessage, { maxLength: 3 }).map((items) => `[${items.join(',')}]`) },
  { weight: 2, arbitrary: hostileJson },
  {
    weight: 2,
    arbitrary: fc.tuple(hostileMessage, fc.nat()).map(([text, cut]) => text.slice(0, cut % (text.length + 1))),
  },
  { weight: 1, arbitrary: hostileMessage.map((text) => `\uFEFF${text}`) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40, unit: 'binary' }) },
);

/** Bytes that are not UTF-8: stray continuations, overlongs, surrogates encoded, cut sequences, 0xFF. */
export const invalidUtf8 = fc.constantFrom(
  Uint8Array.of(0x80),
  Uint8Array.of(0xc0, 0xaf),
  Uint8Array.of(0xe0, 0x80, 0xaf),
  Uint8Array.of(0xed, 0xa0, 0x80),
  Uint8Array.of(0xf4, 0x90, 0x80, 0x80),
  Uint8Array.of(0xf0, 0x9f),
  Uint8Array.of(0xff),
  Uint8Array.of(0xfe, 0xff),
  Uint8Array.of(0xef, 0xbb, 0xbf),
);

/** A stdout stream: framed text (newline or Content-Length, right or wrong), invalid UTF-8 and raw bytes, mixed. */
export const hostileStream: fc.Arbitrary<Uint8Array> = fc
  .array(
    fc.oneof(
      { weight: 4, arbitrary: hostileFrameText.map((text) => bytesOf(`${text}\n`)) },
      {
        weight: 2,
        arbitrary: hostileFrameText.map((text) => bytesOf(`Content-Length: ${bytesOf(text).length}\r\n\r\n${text}`)),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(hostileNumber, hostileFrameText)
          .map(([length, text]) => bytesOf(`Content-Length: ${length}\r\n\r\n${text}`)),
      },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom(
            'Content-Length: 5\r\n',
            'Content-Type: x\r\n',
            '\r\n',
            '\n',
            '\r',
            'content-length:   \r\n\r\n',
          )
          .map(bytesOf),
      },
      { weight: 2, arbitrary: invalidUtf8 },
      { weight: 1, arbitrary: fc.uint8Array({ maxLength: 24 }) },
    ),
    { maxLength: 12 },
  )
  .map(join);

export function join(pieces: readonly Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(pieces.reduce((length, piece) => length + piece.length, 0));
  let offset = 0;
  for (const piece of pieces) {
    joined.set(piece, offset);
    offset += piece.length;
  }
  return joined;
}

/** `data` cut at the given points (taken modulo its length): the same stream, delivered another way. */
export function chunked(data: Uint8Array, cuts: readonly number[]): Uint8Array[] {
  const points = [...new Set(cuts.map((cut) => cut % (data.length + 1)))].sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let start = 0;
  for (const point of [...points, data.length]) {
    chunks.push(data.subarray(start, point));
    start = point;
  }
  return chunks;
}

export const cuts = fc.array(fc.nat(), { maxLength: 16 });
