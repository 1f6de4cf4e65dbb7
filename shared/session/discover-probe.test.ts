import { describe, expect, it } from 'vitest';
import { explainReach, explanationFinding } from '../http/reach-report.ts';
import { WireLog } from '../wire/wire-log.ts';
import { discoverProbeFact, probeThatFailed, readDiscoverProbe } from './discover-probe.ts';

const url = 'http://127.0.0.1:1/mcp';
const http = (method = 'POST') => ({ method, url, route: 'direct' as const });

/** A log holding the probe's exchange as the recording fetch writes it; `answer` adds what came back. */
function probed(answer: (log: WireLog, head: number) => void): WireLog {
  const log = new WireLog(() => {});
  log.expectProbe(1, 'server-discover-probe-1');
  const head = log.append({
    connection: 1,
    t: 0,
    direction: 'out',
    kind: 'http',
    raw: `POST ${url}`,
    http: { ...http(), requestHeaders: [['mcp-method', 'server/discover']] },
  }).seq;
  log.append({
    connection: 1,
    t: 0,
    direction: 'out',
    kind: 'request',
    method: 'server/discover',
    id: 'server-discover-probe-1',
    raw: '{"jsonrpc":"2.0","id":"server-discover-probe-1","method":"server/discover"}',
    exchange: head,
  });
  answer(log, head);
  return log;
}

const responseHead = (log: WireLog, head: number, status: number) =>
  log.append({
    connection: 1,
    t: 1,
    direction: 'in',
    kind: 'http',
    raw: `${status}`,
    requestSeq: head,
    http: { ...http(), status },
  });

describe('readDiscoverProbe', () => {
  it('an HTTP 500 whose JSON-RPC error has id null: both are named', () => {
    const log = probed((log, head) => {
      responseHead(log, head, 500);
      log.append({
        connection: 1,
        t: 1,
        direction: 'in',
        kind: 'error',
        raw: '{"jsonrpc":"2.0","id":null,"error":{"code":-32603,"message":"Internal error"}}',
        exchange: head,
      });
    });
    const outcome = readDiscoverProbe(log, 1)!;
    expect(outcome).toEqual({
      by: 'server',
      met: 'HTTP 500 with JSON-RPC error -32603 (Internal error)',
      answeredWithResult: false,
    });
    expect(discoverProbeFact(outcome)).toBe(
      "Does not speak 2026-07-28: the inspector's server/discover probe was answered with HTTP 500 with JSON-RPC error -32603 (Internal error).",
    );
  });

  it('a 404 with no JSON-RPC body', () => {
    expect(
      readDiscoverProbe(
        probed((log, head) => void responseHead(log, head, 404)),
        1,
      ),
    ).toMatchObject({ by: 'server', met: 'HTTP 404' });
  });

  it("no answer, or a request the inspector itself aborted when the probe's time was up: silence", () => {
    expect(
      readDiscoverProbe(
        probed(() => {}),
        1,
      ),
    ).toMatchObject({ by: 'silence' });
    const aborted = probed(
      (log, head) =>
        void log.append({
          connection: 1,
          t: 5,
          direction: 'note',
          kind: 'http',
          raw: 'Ended by the inspector (request aborted)',
          requestSeq: head,
          http: http(),
        }),
    );
    const outcome = readDiscoverProbe(aborted, 1)!;
    expect(outcome.by).toBe('silence');
    expect(discoverProbeFact(outcome)).toBe(
      "Does not speak 2026-07-28: the inspector's server/discover probe got no answer.",
    );
  });

  it('refused by the browser (CORS): not known, and the rule the proxy found is named', () => {
    const explained = explainReach(
      {
        reachable: true,
        cors: {
          ok: false,
          problem:
            "The preflight's Access-Control-Allow-Headers (content-type) does not list mcp-method, which the inspector sends.",
        },
      },
      url,
    );
    const log = probed(
      (log, head) =>
        void log.append({
          connection: 1,
          t: 1,
          direction: 'note',
          kind: 'http',
          raw: `Failed to fetch. ${explained.message}`,
          findings: [explanationFinding(explained)],
          requestSeq: head,
          http: http(),
        }),
    );
    const outcome = readDiscoverProbe(log, 1)!;
    expect(outcome.by).toBe('unsent');
    expect(discoverProbeFact(outcome)).toBe(
      "Not known whether it speaks 2026-07-28: the inspector's server/discover probe did not reach it (the browser refused it: the preflight's Access-Control-Allow-Headers (content-type) does not list mcp-method, which the inspector sends).",
    );
  });

  it('none sent: nothing to say', () => {
    expect(readDiscoverProbe(new WireLog(() => {}), 1)).toBeUndefined();
  });
});

describe('probeThatFailed', () => {
  it("the probe was the attempt's last request and got no result: it failed", () => {
    expect(
      probeThatFailed(
        probed((log, head) => void responseHead(log, head, 500)),
        1,
        0,
      ),
    ).toMatchObject({ by: 'server' });
  });

  it("a result came back (the server may speak 2026-07-28), or initialize followed: the failure is no probe's", () => {
    const answered = probed((log, head) => {
      responseHead(log, head, 200);
      log.append({
        connection: 1,
        t: 1,
        direction: 'in',
        kind: 'result',
        id: 'server-discover-probe-1',
        raw: '{"jsonrpc":"2.0","id":"server-discover-probe-1","result":{}}',
        exchange: head,
      });
    });
    expect(probeThatFailed(answered, 1, 0)).toBeUndefined();
    const initialized = probed((log, head) => {
      responseHead(log, head, 404);
      log.append({
        connection: 1,
        t: 2,
        direction: 'out',
        kind: 'request',
        method: 'initialize',
        id: 0,
        raw: '{"jsonrpc":"2.0","id":0,"method":"initialize"}',
      });
    });
    expect(probeThatFailed(initialized, 1, 0)).toBeUndefined();
  });
});
