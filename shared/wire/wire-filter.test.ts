import { describe, expect, it } from 'vitest';
import type { Finding } from '../diagnose/finding.ts';
import type { RuleId } from '../diagnose/rules/index.ts';
import type { WireEntry } from './wire-entry.ts';
import { listedSeqs } from './shown-seqs.ts';
import { searchPattern, storedMatch, WireFilter, withStoredMatches } from './wire-filter.ts';

// Counting and filtering work on any name; made-up ones keep the tests short.
const finding = (rule: string): Finding => ({
  rule: rule as RuleId,
  severity: 'warning',
  pointer: '/method',
  source: '2025-11-25',
  message: `broke ${rule}`,
});

function entries(...specs: Array<Partial<WireEntry>>): WireEntry[] {
  return specs.map((spec, seq) => ({
    seq,
    connection: 1,
    t: seq,
    direction: 'in',
    kind: 'notification',
    raw: '{}',
    size: 2,
    ...spec,
  }));
}

const log = entries(
  {
    kind: 'request',
    direction: 'out',
    method: 'tools/call',
    id: 3,
    raw: '{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"echo","arguments":{"message":"Order 66"}}}',
  },
  {
    kind: 'result',
    id: 3,
    raw: '{"jsonrpc":"2.0","id":3,"result":{"content":[{"type":"text","text":"Echo: Order 66"}]}}',
  },
  {
    kind: 'notification',
    method: 'resources/updated',
    raw: '{"jsonrpc":"2.0","method":"resources/updated","params":{"uri":"file:///a"}}',
    findings: [finding('unknown-notification')],
    problem: 'broke unknown-notification',
  },
  { kind: 'stderr', raw: 'order of events: 12 ms' },
  {
    kind: 'notification',
    method: 'tools/list_changed',
    raw: '{"jsonrpc":"2.0","method":"tools/list_changed"}',
    findings: [finding('unknown-notification'), finding('meta-key')],
    problem: 'broke unknown-notification; broke meta-key',
  },
  {
    kind: 'result',
    id: 9,
    raw: '{"jsonrpc":"2.0","id":9,"result":{}}',
    problem: 'answers id 9, which no pending request has',
  },
);

describe('WireFilter by plain text', () => {
  it('matches label and raw text case-insensitively, with every character taken literally', () => {
    expect([...new WireFilter().matches(log, 'ORDER 66')]).toEqual([0, 1]);
    expect([...new WireFilter().matches(log, 'Tools/List_Changed')]).toEqual([4]);
    expect([...new WireFilter().matches(log, '{"uri":"file:///a"}')]).toEqual([2]);
    expect([...new WireFilter().matches(log, 'order (')]).toEqual([]);
    expect([...new WireFilter().matches(log, 'd+')]).toEqual([]);
  });
});

describe('WireFilter by regular expression', () => {
  it('matches the raw text of every entry, case-insensitively', () => {
    const filter = new WireFilter();
    expect([...filter.matches(log, { text: 'order \\d+', regex: true })]).toEqual([0, 1]);
    expect([...filter.matches(log, { text: '^order', regex: true })]).toEqual([3]);
    expect([...filter.matches(log, { text: '"method":"(resources|tools)/[a-z_]+"', regex: true })]).toEqual([0, 2, 4]);
  });

  it('takes the text as written: spaces count, and plain-text syntax such as #id means nothing special', () => {
    expect([...new WireFilter().matches(log, { text: ' 66"}}', regex: true })]).toEqual([0]);
    expect([...new WireFilter().matches(log, { text: '#3', regex: true })]).toEqual([]);
    expect([...new WireFilter().matches(log, { text: '#3' })]).toEqual([0, 1]);
  });

  it('filters nothing out when the expression does not compile, and says why', () => {
    expect([...new WireFilter().matches(log, { text: 'order (', regex: true })]).toEqual([0, 1, 2, 3, 4, 5]);
    expect(searchPattern('order (')).toEqual({ error: expect.stringMatching(/unterminated group/i) });
    expect(searchPattern('a+')).toEqual({ pattern: /a+/i });
  });

  it('starts over when the query changes, and keeps up incrementally when it does not', () => {
    const filter = new WireFilter();
    const growing = log.slice(0, 2);
    expect([...filter.matches(growing, { text: 'order', regex: true })]).toEqual([0, 1]);
    expect([...filter.matches(growing, { text: 'order', regex: false })]).toEqual([0, 1]);
    growing.push(log[2]!, log[3]!);
    const before = filter.matches(growing, { text: 'order', regex: true });
    expect([...before]).toEqual([0, 1, 3]);
    expect(filter.matches(growing, { text: 'order', regex: true })).toBe(before);
  });
});

describe('WireFilter by rule', () => {
  it('keeps the entries with a finding of that rule, and the unnamed problems under theirs', () => {
    expect([...new WireFilter().matches(log, { text: '', rule: 'unknown-notification' })]).toEqual([2, 4]);
    expect([...new WireFilter().matches(log, { text: '', rule: 'meta-key' })]).toEqual([4]);
    expect([...new WireFilter().matches(log, { text: '', rule: 'flagged' })]).toEqual([5]);
    expect([...new WireFilter().matches(log, { text: '', rule: 'no-such-rule' })]).toEqual([]);
  });

  it('combines with text, regular expressions and Only trouble', () => {
    expect([...new WireFilter().matches(log, { text: 'list_changed', rule: 'unknown-notification' })]).toEqual([4]);
    expect([
      ...new WireFilter().matches(log, { text: 'uri', regex: true, rule: 'unknown-notification', onlyProblems: true }),
    ]).toEqual([2]);
  });

  it('still takes the older form: text, generation and Only trouble as arguments', () => {
    expect([...new WireFilter().matches(log, '', 0, true)]).toEqual([2, 4, 5]);
  });
});

describe('text moved to storage', () => {
  it('asks the store for the query’s text, or its expression, and for nothing it cannot match there', () => {
    expect(storedMatch({ text: '  Order 66 ' })).toEqual({ text: 'order 66' });
    expect(storedMatch({ text: 'order \\d+', regex: true })).toEqual({ pattern: 'order \\d+', flags: 'i' });
    expect(storedMatch({ text: '' })).toBeUndefined();
    expect(storedMatch({ text: '#7' })).toBeUndefined();
    expect(storedMatch({ text: 'order (', regex: true })).toBeUndefined();
  });

  it('adds the entries whose stored text matched, when they pass the rule and Only trouble too, in order', () => {
    const matches = listedSeqs([0, 4]);
    expect([...withStoredMatches(matches, [1, 4, 5], log, {})]).toEqual([0, 1, 4, 5]);
    expect([...withStoredMatches(matches, [1, 2, 5], log, { rule: 'unknown-notification' })]).toEqual([0, 2, 4]);
    expect([...withStoredMatches(matches, [1, 3, 5], log, { onlyProblems: true })]).toEqual([0, 4, 5]);
    expect(withStoredMatches(matches, [4, 99], log, {})).toBe(matches);
  });
});

describe('Only trouble and stderr', () => {
  const crash = entries(
    { kind: 'stderr', raw: 'Weather MCP server running on stdio' },
    { kind: 'stderr', raw: '[info] fetching forecast' },
    { kind: 'stderr', raw: "TypeError: Cannot read properties of undefined (reading 'temp')" },
    { kind: 'stderr', raw: '    at forecast (/srv/weather.js:41:22)' },
    { kind: 'stderr', raw: 'routine line of another server', connection: 2 },
    { kind: 'stderr', raw: 'shutting down' },
    { kind: 'process', direction: 'note', raw: 'Server process exited with code 1.', exit: { code: 1, signal: null } },
  );

  it('keeps routine stderr out, and takes errors and stack frames in', () => {
    expect([...new WireFilter().matches(crash.slice(0, 6), '', 0, true)]).toEqual([2, 3]);
  });

  it('takes in the stderr of the connection just before its process ended badly, when the end comes', () => {
    const filter = new WireFilter();
    const growing = crash.slice(0, 6);
    expect([...filter.matches(growing, '', 0, true)]).toEqual([2, 3]);
    growing.push(crash[6]!);
    expect([...filter.matches(growing, '', 0, true)]).toEqual([0, 1, 2, 3, 5, 6]);
    expect([...new WireFilter().matches(crash, 'running', 0, true)]).toEqual([0]);
  });

  it('does not count an end from outside (the proxy stopping it, a kill) or a clean exit as trouble', () => {
    for (const exit of [
      { code: null, signal: 'SIGTERM' },
      { code: null, signal: 'SIGKILL' },
      { code: 0, signal: null },
    ]) {
      const log = [...crash.slice(0, 6), { ...crash[6]!, exit, raw: 'Server process ended.' }];
      expect([...new WireFilter().matches(log, '', 0, true)], JSON.stringify(exit)).toEqual([2, 3]);
    }
    const segfault = [...crash.slice(0, 6), { ...crash[6]!, exit: { code: null, signal: 'SIGSEGV' } }];
    expect([...new WireFilter().matches(segfault, '', 0, true)]).toEqual([0, 1, 2, 3, 5, 6]);
  });
});

describe('WireFilter in slices', () => {
  const big = entries(
    ...Array.from({ length: 300 }, (_, seq): Partial<WireEntry> => {
      if (seq % 50 === 10)
        return { kind: 'request', direction: 'out', method: 'tools/call', id: seq, raw: `call ${seq}` };
      if (seq % 50 === 20)
        return { kind: 'notification', direction: 'out', method: 'notifications/cancelled', cancels: seq - 10 };
      if (seq % 13 === 0) return { kind: 'stderr', raw: `Error: order ${seq} failed` };
      return { raw: `order ${seq}` };
    }),
  );

  it('finds the same entries read a slice per call as read at once, and says how far it read', () => {
    for (const query of ['order', { text: '', onlyProblems: true }, { text: 'call', onlyProblems: true }]) {
      const whole = [...new WireFilter().matches(big, query)];
      const filter = new WireFilter();
      let shown = filter.matches(big, query, 0, false, 70);
      expect(filter.scanned).toBe(70);
      const sizes = [shown.length];
      while (filter.scanned < big.length) {
        shown = filter.matches(big, query, 0, false, 70);
        sizes.push(shown.length);
      }
      expect([...shown], JSON.stringify(query)).toEqual(whole);
      expect(sizes.length).toBe(5);
    }
  });

  it('keeps what it handed out as it was: an entry found later, even one put before others, is in a new list', () => {
    const filter = new WireFilter();
    const query = { text: '', onlyProblems: true };
    const first = filter.matches(big, query, 0, false, 15);
    const before = [...first];
    const next = filter.matches(big, query, 0, false, 15);
    expect([...first]).toEqual(before);
    // The cancellation at 20 makes the request at 10 trouble too: it takes its place before 13.
    expect([...next]).toEqual([0, 10, 13, 20, 26]);
  });

  it('shows every entry without a query, and keeps up with the log at no cost per entry', () => {
    const filter = new WireFilter();
    const growing = big.slice(0, 5);
    const shown = filter.matches(growing, '');
    expect([...shown]).toEqual([0, 1, 2, 3, 4]);
    expect(shown.has(4) && !shown.has(5)).toBe(true);
    growing.push(big[5]!);
    expect(filter.matches(growing, '').length).toBe(6);
    expect(filter.matches(growing, '').seqAt(5)).toBe(5);
  });
});
