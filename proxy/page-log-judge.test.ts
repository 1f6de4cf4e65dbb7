import { describe, expect, it } from 'vitest';
import { proxySessions } from './test-kit/proxy-sessions.ts';
import { fixtureTarget } from './test-kit/test-targets.ts';
import { WireLogCore } from '../shared/wire/wire-log-core.ts';

// The page's log comes without the protocol's rules (they load with the session's engine, not with the first
// screen): the session gives it its judge with the engine, before the server's first frame, and what the session
// said of the connection before that still counts. Against the real proxy and real server processes.
const { newSession } = proxySessions();

describe("the page's log, judged from the first frame", () => {
  it('judges the line a server prints before anything else', async () => {
    const log = new WireLogCore(() => {});
    const { session } = newSession({ log });
    await session.connect(fixtureTarget('non-json-stdout'), '2025-06-18');
    expect(session.state.getSnapshot().status).toBe('connected');
    const banner = log.entries().find((entry) => entry.kind === 'invalid-json' && entry.direction === 'in');
    expect(banner?.findings).toEqual([expect.objectContaining({ rule: 'not-json', source: 'stdio transport' })]);
    // Paired too: the initialize answer knows the request it answers.
    const answer = log.entries().find((entry) => entry.kind === 'result' && entry.method === 'initialize');
    expect(answer?.requestSeq).toBe(log.entries().find((entry) => entry.method === 'initialize')?.seq);
    await session.disconnect();
  });

  it('judges the opening answer by the revision the session pinned before the judge came', async () => {
    const log = new WireLogCore(() => {});
    const { session } = newSession({ log });
    const target = fixtureTarget('rule-breaker');
    await session.connect({ ...target, env: { ANSWER_VERSION: '2025-03-26' } }, '2025-06-18');
    const answer = log.entries().find((entry) => entry.kind === 'result' && entry.method === 'initialize');
    expect(answer?.findings).toContainEqual(
      expect.objectContaining({
        rule: 'protocol-version-not-offered',
        message: expect.stringContaining('nor supports (2025-06-18)'),
      }),
    );
    await session.disconnect();
  });
});
