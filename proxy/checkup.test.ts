import { describe, expect, it } from 'vitest';
import { checkupAsText, checkupFailed } from '../shared/checkup/checkup-format.ts';
import type { CheckupReport } from '../shared/checkup/checkup-report.ts';
import { runCheckup } from '../shared/checkup/run-checkup.ts';
import type { WireLog } from '../shared/wire/wire-log.ts';
import { checkNamed as check, namesWith as named, proxyCheckup } from './test-kit/proxy-checkup.ts';
import { everythingTarget, fixtureTarget } from './test-kit/test-targets.ts';

// The checkup against real servers through the real proxy: the session, the bridge and the server processes as the page has them.
const { checkup, session } = proxyCheckup();

/** Every frame a check cites is in the log, in the direction it says, and the check's requests were answered in the log. */
function expectEvidenceInLog(report: CheckupReport, log: WireLog): void {
  for (const item of report.checks) {
    for (const frame of item.evidence.frames) {
      const entry = log.at(frame.seq);
      expect(entry, `${item.name}: entry ${frame.seq}`).toBeDefined();
      expect(entry!.direction, `${item.name}: direction of entry ${frame.seq}`).toBe(frame.direction);
      if (entry!.method) expect(frame.label).toContain(entry!.method);
    }
  }
}

describe('the checkup of server-everything over stdio', () => {
  it('passes everything it can try, with one real warning, without calling tools', async () => {
    const { report, log } = await checkup(everythingTarget, 'auto');
    expect(report.server.protocolVersion).toBe('2025-11-25');
    expect(report.callTools).toBe(false);
    expect(named(report, 'fail'), checkupAsText(report)).toEqual([]);
    // The reference server runs on the SDK v1, which answers params that break a method's schema with
    // -32603 Internal error; the revision asks for -32602 Invalid params (a SHOULD): a warning, and a true one.
    expect(named(report, 'warning')).toEqual(['invalid-params']);
    expect(check(report, 'invalid-params').summary).toContain('-32603 Internal error instead of -32602 Invalid params');
    // server/discover belongs to 2026-07-28; cancellation needs a tool call, which is off.
    expect(named(report, 'not-applicable')).toEqual(['server-discover', 'cancellation']);
    expect(check(report, 'cancellation').summary).toContain('Calling tools is off');
    expect(check(report, 'unsupported-version').summary).toContain(
      'Offered 1999-01-01, the server answered with 2025-11-25',
    );
    // No tool was called.
    expect(
      log
        .entries()
        .filter((entry) => entry.direction === 'out' && entry.method === 'tools/call' && entry.raw.includes('"name"')),
    ).toEqual([]);
    expectEvidenceInLog(report, log);
    expect(check(report, 'ping').evidence.frames.map((frame) => frame.label)).toEqual(['ping', 'ping result']);
    expect(checkupFailed(report, { strict: true })).toBe(false);
  }, 60_000);

  it('with tools allowed, cancels the slow tool and sees no answer', async () => {
    const { report, log } = await checkup(everythingTarget, '2025-11-25', { callTools: true });
    const cancellation = check(report, 'cancellation');
    expect(cancellation.result, cancellation.summary).toBe('pass');
    const [call, cancelled] = cancellation.evidence.frames;
    expect(call!.label).toBe('tools/call');
    expect(log.at(call!.seq)!.raw).toContain('trigger-long-running-operation');
    expect(cancelled!.label).toBe('notifications/cancelled');
    expect(named(report, 'fail')).toEqual([]);
  }, 60_000);
});

describe('the checkup of a server that breaks the rules', () => {
  it('names each failure, with the frames that show it', async () => {
    const { report, log } = await checkup(fixtureTarget('checkup-broken'), '2025-11-25', { callTools: true });
    const text = checkupAsText(report);
    expect(named(report, 'fail'), text).toEqual([
      'unknown-method',
      'invalid-params',
      'unsupported-version',
      'pagination-tools',
      'pagination-prompts',
      'tool-schemas',
      'tool-names',
      'prompt-names',
      'capability-resources',
      'capability-prompts',
      'capability-logging',
      'capability-completions',
    ]);
    expect(named(report, 'warning'), text).toEqual(['ping', 'list-changed', 'cancellation']);
    expect(check(report, 'unknown-method').summary).toContain('was answered with a result');
    expect(check(report, 'invalid-params').summary).toContain('resources/read without "uri": answered with a result');
    expect(check(report, 'invalid-params').evidence.text).toContain(
      'tools/call without "name": -32603 Internal error instead of -32602',
    );
    expect(check(report, 'unsupported-version').summary).toContain('answered initialize with 1999-01-01');
    expect(check(report, 'pagination-tools').summary).toContain('items came back on a later page: "echo"');
    expect(check(report, 'pagination-prompts').summary).toContain('gave nextCursor "the-same-cursor" again');
    expect(check(report, 'tool-schemas').summary).toContain(
      'tool "bad tool name!": inputSchema is not valid JSON Schema',
    );
    expect(check(report, 'tool-names').evidence.text).toContain('tool "bad tool name!": contains " ", "!"');
    expect(check(report, 'capability-resources').summary).toContain(
      'Declares resources, but resources/list failed (-32603',
    );
    expect(check(report, 'capability-prompts').summary).toContain('Does not declare prompts, yet answers prompts/list');
    expect(check(report, 'capability-logging').summary).toContain('logging/setLevel failed (-32601 Method not found)');
    expect(check(report, 'capability-completions').summary).toContain(
      'completion/complete for argument "who" of prompt "greet" failed',
    );
    expect(check(report, 'list-changed').summary).toContain(
      'notifications/tools/list_changed without declaring listChanged',
    );
    expect(check(report, 'cancellation').summary).toMatch(
      /tools\/call slow-operation was answered \d+ ms after notifications\/cancelled/,
    );
    // The unsupported revision went out on a connection of its own.
    const initialize = check(report, 'unsupported-version').evidence.frames[0]!;
    expect(log.at(initialize.seq)!.connection).toBe(1001);
    expect(JSON.parse(log.at(initialize.seq)!.raw).params.protocolVersion).toBe('1999-01-01');
    expectEvidenceInLog(report, log);
    expect(checkupFailed(report, { strict: true })).toBe(true);
    expect(checkupFailed(report, { strict: false })).toBe(false);
  }, 60_000);
});

describe('the checkup of a 2026-07-28 server', () => {
  it('finds server/discover answered and an unknown revision refused with -32022 on a connection of its own', async () => {
    const { report, log } = await checkup(fixtureTarget('modern-server'), '2026-07-28');
    expect(report.server.era).toBe('modern');
    expect(check(report, 'server-discover').result).toBe('pass');
    expect(check(report, 'unsupported-version').result).toBe('pass');
    expect(check(report, 'unsupported-version').summary).toContain('Refused with -32022; supported: 2026-07-28');
    expect(check(report, 'ping').result).toBe('not-applicable');
    expect(check(report, 'capability-logging').result).toBe('not-applicable');
    // subscriptions/listen opened and closed again.
    expect(check(report, 'resource-subscribe').result).toBe('pass');
    expect(check(report, 'resource-subscribe').evidence.frames.map((frame) => frame.label)).toContain(
      'subscriptions/listen',
    );
    expect(named(report, 'fail'), checkupAsText(report)).toEqual([]);
    expectEvidenceInLog(report, log);
  }, 60_000);
});

describe('a checkup whose connection ends', () => {
  it('stops, reports the checks done and why it stopped, and fails the exit whatever the mode', async () => {
    const connected = session();
    await connected.connect(everythingTarget, '2025-11-25');
    const report = await runCheckup(connected, {
      onCheck: (done) => {
        if (done.name === 'ping') void connected.disconnect();
      },
    });
    expect(report.checks.map((done) => done.name)).toEqual(['ping']);
    expect(report.stopped).toContain('The connection ended');
    expect(checkupFailed(report, { strict: false })).toBe(true);
    expect(checkupAsText(report)).toContain('Stopped before the end: The connection ended');
  }, 60_000);

  it('does not start without a connection', async () => {
    const report = await runCheckup(session());
    expect(report.checks).toEqual([]);
    expect(report.stopped).toMatch(/^Not connected/);
  });
});
