import { describe, expect, it } from 'vitest';
import { explainReach, explanationFinding } from './reach-report.ts';

const url = 'http://127.0.0.1:4000/mcp';

describe('explainReach', () => {
  it('names what kept the server from answering: refused, reset, DNS, TLS, timeout', () => {
    const cases: [string, RegExp][] = [
      ['ECONNREFUSED', /connection refused \(ECONNREFUSED\)/],
      ['ECONNRESET', /connection reset \(ECONNRESET\)/],
      ['ENOTFOUND', /DNS: the name does not resolve \(ENOTFOUND\)/],
      ['DEPTH_ZERO_SELF_SIGNED_CERT', /TLS \(DEPTH_ZERO_SELF_SIGNED_CERT\)/],
      ['ETIMEDOUT', /timeout \(ETIMEDOUT\)/],
    ];
    for (const [code, words] of cases) {
      const explained = explainReach(
        { reachable: false, error: { code, message: code, hint: 'What to do.' }, cors: { ok: false } },
        url,
      );
      expect(explained.kind).toBe('unreachable');
      expect(explained.message).toMatch(words);
      expect(explained.message).toContain('What to do.');
      expect(explanationFinding(explained)).toMatchObject({ rule: 'server-unreachable', severity: 'error' });
      expect(explanationFinding(explained).cause).toBeUndefined();
    }
  });

  it("a CORS refusal is the browser's, never counted against the server", () => {
    const explained = explainReach(
      { reachable: true, cors: { ok: false, problem: 'The response has no Access-Control-Allow-Origin.' } },
      url,
    );
    expect(explained).toMatchObject({ kind: 'cors' });
    expect(explained.message).toMatch(/browser refused .*\(CORS\).*no Access-Control-Allow-Origin/);
    expect(explanationFinding(explained)).toMatchObject({ rule: 'cors-refused', cause: 'probe' });
  });

  it('a server that answers the proxy: at https, most likely a certificate the browser does not trust', () => {
    const explained = explainReach({ reachable: true, cors: { ok: true } }, 'https://mcp.example/mcp');
    expect(explained).toMatchObject({ kind: 'answers' });
    expect(explained.message).toMatch(/certificate/);
    expect(explanationFinding(explained).cause).toBe('probe');
  });
});
