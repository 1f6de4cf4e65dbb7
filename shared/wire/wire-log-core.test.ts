import { describe, expect, it } from 'vitest';
import { judgeFrames } from './frame-findings.ts';
import { WireLogCore } from './wire-log-core.ts';

// The page's log before its judge of frames has loaded (it comes with the session's engine): it writes what the page
// writes before any connection opens, and says nothing about a frame it cannot judge.
const initializeAnswer = (protocolVersion: string) => ({
  jsonrpc: '2.0',
  id: 0,
  result: { protocolVersion, capabilities: {}, serverInfo: { name: 's', version: '1' } },
});

describe('WireLogCore', () => {
  it('writes notes, stderr and HTTP exchanges before its judge comes, as their transport said them', () => {
    const log = new WireLogCore(() => {});
    const note = log.append({
      connection: 1,
      t: 0,
      direction: 'note',
      kind: 'process',
      raw: 'starting',
      problem: 'slow',
    });
    const stderr = log.append({ connection: 1, t: 1, direction: 'in', kind: 'stderr', raw: 'boom' });
    const request = log.append({ connection: 1, t: 2, direction: 'out', kind: 'http', raw: 'POST /mcp' });
    const response = log.append({ connection: 1, t: 9, direction: 'in', kind: 'http', raw: '200', requestSeq: 2 });
    expect([note.seq, stderr.seq, request.seq, response.seq]).toEqual([0, 1, 2, 3]);
    expect(note.problem).toBe('slow');
    expect(log.responseTo(request.seq)).toBe(response);
  });

  it('refuses a frame before its judge, naming why, rather than write it unjudged', () => {
    const log = new WireLogCore(() => {});
    const frame = { connection: 3, t: 0, direction: 'in' as const, kind: 'result' as const, id: 0, raw: '{}' };
    expect(() => log.append(frame)).toThrow(/no judge yet: a result frame on connection 3/);
    expect(() => log.append({ ...frame, kind: 'batch', raw: '[]', value: [] })).toThrow(/no judge yet/);
    expect(log.size).toBe(0);
  });

  it("hands the judge what the session said of each connection before it came, and takes the session's revision until then", () => {
    const log = new WireLogCore(() => {});
    log.describeConnection(1, { supportedRevisions: ['2025-06-18'] });
    log.describeConnection(2, { revision: '2025-03-26' });
    expect(log.revisionOf(1)).toBeUndefined();
    expect(log.revisionOf(2)).toBe('2025-03-26');
    log.judgeWith(judgeFrames);
    expect(log.revisionOf(2)).toBe('2025-03-26');
    const value = initializeAnswer('2024-11-05');
    log.append({ connection: 1, t: 0, direction: 'out', kind: 'request', method: 'initialize', id: 0, raw: '{}' });
    const answer = log.append({ connection: 1, t: 5, direction: 'in', kind: 'result', id: 0, raw: '', value });
    expect(answer.findings).toContainEqual(
      expect.objectContaining({
        rule: 'protocol-version-not-offered',
        message: expect.stringContaining('(2025-06-18)'),
      }),
    );
  });

  it('keeps the judge it has: a log that judges from the start is not given another', () => {
    const log = new WireLogCore(() => {});
    let made = 0;
    const counted = (...args: Parameters<typeof judgeFrames>) => {
      made++;
      return judgeFrames(...args);
    };
    log.judgeWith(counted);
    log.judgeWith(counted);
    expect(made).toBe(1);
  });
});
