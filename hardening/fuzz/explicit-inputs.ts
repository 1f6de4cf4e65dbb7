/**
 * Named inputs the issue asks for by name, beyond what generators reach:
 * JSON nested 100,000 deep, numbers and ids past any integer type, 10 MB
 * strings, invalid UTF-8, byte order marks, lone surrogates, and
 * prototype-polluting keys at every level. Each message's id is `@ID@`, for
 * the test to put the id it needs there.
 */

export const DEEP = 100_000;
export const TEN_MB = 10 * 1024 * 1024;

const deepArray = `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`;
const deepObject = `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`;
/** Every level a `__proto__`, `constructor` or `prototype` member, the innermost setting `polluted`. */
const deepPolluting = (depth: number) => {
  const keys = ['__proto__', 'constructor', 'prototype'];
  let open = '';
  for (let level = 0; level < depth; level++) open += `{"${keys[level % 3]}":`;
  return `${open}{"polluted":true,"__proto__":{"polluted":true}}${'}'.repeat(depth)}`;
};
const big = 'x'.repeat(TEN_MB);

export interface ExplicitInput {
  name: string;
  /** Text with `@ID@` where the id goes; or bytes, sent as they are. */
  text?: string;
  bytes?: Uint8Array;
}

const result = (value: string) => `{"jsonrpc":"2.0","id":@ID@,"result":${value}}`;

export function explicitInputs(): ExplicitInput[] {
  return [
    { name: 'array nested 100,000 deep', text: deepArray },
    { name: 'object nested 100,000 deep', text: deepObject },
    { name: 'result nested 100,000 deep', text: result(deepObject) },
    { name: 'result content nested 100,000 deep', text: result(`{"content":${deepArray}}`) },
    { name: 'structuredContent nested 100,000 deep', text: result(`{"content":[],"structuredContent":${deepObject}}`) },
    {
      name: 'tools/list inputSchema nested 100,000 deep',
      text: result(`{"tools":[{"name":"t","inputSchema":{"type":"object","properties":{"p":${deepObject}}}}]}`),
    },
    {
      name: 'initialize capabilities nested 100,000 deep',
      text: result(
        `{"protocolVersion":"2025-06-18","serverInfo":{"name":"n","version":"1"},"capabilities":${deepObject}}`,
      ),
    },
    {
      name: 'error data nested 100,000 deep',
      text: `{"jsonrpc":"2.0","id":@ID@,"error":{"code":-32000,"message":"m","data":${deepArray}}}`,
    },
    {
      name: 'params _meta nested 100,000 deep',
      text: `{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":1,"progress":1,"_meta":${deepObject}}}`,
    },
    { name: 'batch nested 100,000 deep', text: `[${deepArray},${result('{}')}]` },
    {
      name: 'notification with params nested 100,000 deep in an array',
      text: `{"jsonrpc":"2.0","method":"notifications/message","params":${deepArray}}`,
    },
    {
      name: 'result nested 100,000 deep beside a member JSON-RPC lacks',
      text: `{"jsonrpc":"2.0","id":@ID@,"result":${deepObject},"extra":true}`,
    },
    { name: 'unclosed nesting 100,000 deep', text: '['.repeat(DEEP) },
    { name: 'id 1e400', text: '{"jsonrpc":"2.0","id":1e400,"result":{}}' },
    { name: 'id 2^64', text: '{"jsonrpc":"2.0","id":18446744073709551616,"result":{}}' },
    { name: 'id -2^63-1', text: '{"jsonrpc":"2.0","id":-9223372036854775809,"method":"ping"}' },
    {
      name: 'id 1e-400 and progress 1e400',
      text: '{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":1e-400,"progress":1e400,"total":-1e400}}',
    },
    {
      name: 'error code 2^64',
      text: '{"jsonrpc":"2.0","id":@ID@,"error":{"code":18446744073709551616,"message":"m"}}',
    },
    { name: 'a 10 MB string in a result', text: result(`{"content":[{"type":"text","text":"${big}"}]}`) },
    { name: 'a 10 MB id', text: `{"jsonrpc":"2.0","id":"${big}","result":{}}` },
    { name: 'a 10 MB method', text: `{"jsonrpc":"2.0","id":1,"method":"${big}"}` },
    { name: 'a 10 MB line that is not JSON', text: big },
    { name: '10 MB of invalid UTF-8', bytes: new Uint8Array(TEN_MB).fill(0xff) },
    {
      name: 'invalid UTF-8 inside a message',
      bytes: bytesWith(
        result('{"content":[{"type":"text","text":"'),
        [0xc0, 0xaf, 0xed, 0xa0, 0x80, 0xf4, 0x90, 0x80, 0x80, 0x80],
        '"}]}}',
      ),
    },
    {
      name: 'a message cut inside a UTF-8 sequence',
      bytes: bytesWith('{"jsonrpc":"2.0","method":"x","params":"', [0xf0, 0x9f], ''),
    },
    { name: 'a byte order mark before a message', text: `\uFEFF${result('{}')}` },
    { name: 'two byte order marks', text: `\uFEFF\uFEFF${result('{}')}` },
    { name: 'a byte order mark inside a string', text: result('{"content":[{"type":"text","text":"\uFEFF"}]}') },
    {
      name: 'lone surrogates, escaped',
      text: result('{"content":[{"type":"text","text":"\\ud800 \\udfff \\ud83d"}],"_meta":{"\\ud800":1}}'),
    },
    { name: 'lone surrogate as a method', text: '{"jsonrpc":"2.0","id":1,"method":"\\udc00"}' },
    { name: 'polluting keys at every level, 1,000 deep', text: result(deepPolluting(1_000)) },
    { name: 'polluting keys at every level, 100,000 deep', text: result(deepPolluting(DEEP)) },
    {
      name: 'polluting keys in the envelope',
      text: '{"jsonrpc":"2.0","id":@ID@,"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"result":{"__proto__":{"polluted":true}}}',
    },
    {
      name: 'polluting keys in params and _meta',
      text: '{"jsonrpc":"2.0","method":"notifications/message","params":{"__proto__":{"polluted":true},"_meta":{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}},"level":"info","data":{"__proto__":{"polluted":true}}}}',
    },
    {
      name: 'polluting keys as tools',
      text: result(
        '{"tools":[{"name":"__proto__","inputSchema":{"type":"object","properties":{"__proto__":{"type":"string"},"constructor":{"type":"object"}},"required":["__proto__"]}}]}',
      ),
    },
    {
      name: 'polluting keys as capabilities',
      text: result(
        '{"protocolVersion":"2025-06-18","serverInfo":{"name":"n","version":"1"},"capabilities":{"__proto__":{"polluted":true},"tools":{"__proto__":{"listChanged":true}}}}',
      ),
    },
  ];
}

function bytesWith(before: string, bytes: number[], after: string): Uint8Array {
  const encoder = new TextEncoder();
  const head = encoder.encode(before.replace('@ID@', '1'));
  const tail = encoder.encode(after);
  const joined = new Uint8Array(head.length + bytes.length + tail.length);
  joined.set(head);
  joined.set(bytes, head.length);
  joined.set(tail, head.length + bytes.length);
  return joined;
}
