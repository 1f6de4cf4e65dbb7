import { describe, expect, it } from 'vitest';
import { StdoutReader } from './bridge/stdout-reader.ts';
import type { Finding } from './diagnose/finding.ts';
import { undeclaredFindings } from './diagnose/rules/undeclared.ts';
import { schemaPortability } from './diagnose/schema-portability.ts';
import { toolOutputFindings } from './diagnose/tool-output.ts';
import { classifyText } from './jsonrpc/classify.ts';
import { WireLog } from './wire/wire-log.ts';

/**
 * The producers of findings run over frames that break their rules on
 * purpose; whatever they report must be a rule the catalogue declares, at
 * no graver a severity than it declares. The type stops a bare string in
 * the code; this stops one that arrives by a cast or is built at run time.
 */

const fromServer = [
  'not json at all',
  '\uFEFF{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":1}}',
  '{"foo":1}',
  '{"jsonrpc":"1.0","id":1,"method":"ping"}',
  '{"jsonrpc":"2.0","id":{},"method":"ping"}',
  '{"jsonrpc":"2.0","id":2,"method":"rpc.discover"}',
  '{"jsonrpc":"2.0","id":3,"method":"notifications/message","params":{"level":"info","data":1}}',
  '{"jsonrpc":"2.0","method":"sampling/createMessage","params":{}}',
  '{"jsonrpc":"2.0","id":4,"method":"tools/list"}',
  '{"jsonrpc":"2.0","method":"notifications/resources/updatd"}',
  '{"jsonrpc":"2.0","id":5,"method":"foo/bar"}',
  '{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"nobody","progress":1}}',
  '{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":{},"progress":1}}',
  '{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":999}}',
  '{"jsonrpc":"2.0","method":"notifications/cancelled","params":{}}',
  '{"jsonrpc":"2.0","id":777,"result":{}}',
  '{"jsonrpc":"2.0","id":"10","result":{}}',
  '{"jsonrpc":"2.0","id":11,"result":{},"error":{"code":1,"message":"x"}}',
  '{"jsonrpc":"2.0","id":12}',
  '{"jsonrpc":"2.0","id":13,"error":{"code":"x"}}',
  '{"jsonrpc":"2.0","id":14,"error":{"code":-32050,"message":"reserved"}}',
  '{"jsonrpc":"2.0","error":{"code":-32600,"message":"no id"}}',
  '[]',
  '[1]',
  '{"jsonrpc":"2.0","id":1,"method":"ping"}',
  '{"jsonrpc":"2.0","id":1,"method":"ping"}',
  '{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":1,"_meta":{"":1,"bad key!":2,"modelcontextprotocol.io/x":3,"io.modelcontextprotocol/X":4}}}',
];

function logFindings(): Finding[] {
  const log = new WireLog(() => {});
  log.describeConnection(1, { revision: '2025-11-25', clientCapabilities: {}, serverCapabilities: {} });
  let t = 0;
  const append = (direction: 'in' | 'out', raw: string) => {
    const frame = classifyText(raw);
    return log.append({
      connection: 1,
      t: t++,
      direction,
      kind: raw.startsWith('[') ? 'batch' : frame.kind,
      raw,
      ...(frame.method !== undefined ? { method: frame.method } : {}),
      ...(frame.id !== undefined ? { id: frame.id } : {}),
      ...(frame.value !== undefined ? { value: frame.value } : {}),
      ...(frame.findings ? { findings: frame.findings } : {}),
      ...(frame.problem ? { problem: frame.problem } : {}),
    });
  };
  for (const id of [10, 11, 12, 13, 14]) append('out', `{"jsonrpc":"2.0","id":${id},"method":"ping"}`);
  append('out', '{"jsonrpc":"2.0","id":20,"method":"tools/call","params":{"name":"a","_meta":{"progressToken":"t"}}}');
  append('in', '{"jsonrpc":"2.0","id":20,"result":{"content":[]}}');
  append('in', '{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"t","progress":2}}');
  append('out', '{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":0}}');
  for (const raw of fromServer) append('in', raw);
  return log.entries().flatMap((entry) => entry.findings ?? []);
}

function stdoutFindings(): Finding[] {
  const encode = (text: string) => new TextEncoder().encode(text);
  const newline = new StdoutReader();
  const messages = [
    ...newline.push(encode('{"jsonrpc":"2.0","method":"notifications/initialized"}\r\n')),
    ...newline.push(encode('\uFEFF{"jsonrpc":"2.0","method":"notifications/initialized"}\n')),
    ...newline.push(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d, 0x0a])),
    ...newline.push(encode('{"jsonrpc":"2.0"')),
    ...newline.end(),
  ];
  const framed = new StdoutReader();
  const body = '{"jsonrpc":"2.0","method":"notifications/initialized"}';
  messages.push(
    ...framed.push(encode(`Content-Length: ${body.length}\r\n\r\n${body}`)),
    ...framed.push(encode('Content-Length: x\r\n\r\n')),
    ...framed.push(encode('Content-Length: 90\r\n\r\n{"jsonrpc"')),
    ...framed.end(),
  );
  return messages.flatMap((message) => message.findings);
}

function toolFindings(): Finding[] {
  const inputSchema = {
    type: 'object',
    properties: {
      a: { type: ['string', 'null'] },
      b: { $ref: '#/$defs/b' },
      c: { type: 'string', format: 'email' },
      d: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      e: { type: 'object', additionalProperties: { type: 'string' } },
    },
  };
  const tool = { name: 't', inputSchema, outputSchema: { type: 'object', required: ['n'] } };
  return [
    ...schemaPortability(inputSchema),
    ...schemaPortability({ oneOf: [{ type: 'object' }] }),
    ...schemaPortability({ type: 'string' }),
    ...toolOutputFindings(tool, { content: [] }, '2025-11-25'),
    ...toolOutputFindings(tool, { content: [], structuredContent: { m: 1 } }, '2025-11-25'),
    ...toolOutputFindings({ ...tool, outputSchema: { type: 'nonsense' } }, { content: [], structuredContent: {} }),
  ];
}

describe('every finding a producer reports is in the catalogue', () => {
  const findings = [...logFindings(), ...stdoutFindings(), ...toolFindings()];

  it('for the log, stdio framing and tools, over frames that break their rules on purpose', () => {
    expect(undeclaredFindings(findings)).toEqual([]);
  });

  it('reaches a good part of the catalogue, so the check above means something', () => {
    const reached = new Set(findings.map((finding) => finding.rule));
    expect(reached.size).toBeGreaterThanOrEqual(40);
  });
});
