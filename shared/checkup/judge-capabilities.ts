import { type Finding, findingMessages } from '../diagnose/finding.ts';
import { isRecord } from '../lib/guards.ts';
import { entryFinding } from '../protocol-read/read-fields.ts';
import { flaggedResultFindings, type CallOutcome } from '../session/call-outcome.ts';
import { specPage } from './spec-rules.ts';
import { describeCode, forInformation, verdict, type Verdict } from './verdict.ts';

/** How one request the capability promises (or does not) was answered. */
export interface MethodAnswer {
  readonly method: string;
  readonly ok: boolean;
  /** The error, when it was one: `-32601 Method not found`. */
  readonly error?: string;
  /** The error's JSON-RPC code, when the server answered with one. */
  readonly code?: number;
}

export function methodAnswer(method: string, outcome: CallOutcome): MethodAnswer {
  if (outcome.kind === 'result') return { method, ok: true };
  if (outcome.kind === 'cancelled') return { method, ok: false, error: 'stopped before an answer' };
  return {
    method,
    ok: false,
    error: outcome.code === undefined ? outcome.message : describeCode(outcome.code),
    ...(outcome.code !== undefined ? { code: outcome.code } : {}),
  };
}

/**
 * Whether a failed answer is only resources/templates/list refused as a
 * method the server does not have. Every revision's Resources › Resource
 * Templates shows the request but requires it of no one (no MUST or SHOULD,
 * unlike "Servers that support resources MUST declare the resources
 * capability"): a server with no templates may not implement it.
 */
const noTemplates = (answer: MethodAnswer): boolean =>
  answer.method === 'resources/templates/list' && answer.code === -32601;

/**
 * A declared capability promises its methods; an undeclared one is not
 * offered, so a server that answers anyway hides a feature from clients
 * that follow the declaration.
 */
export function judgeCapability(
  capability: string,
  declared: boolean,
  answers: readonly MethodAnswer[],
  revision?: string,
): Verdict {
  const failed = answers.filter((answer) => !answer.ok);
  const answered = answers.filter((answer) => answer.ok);
  const said = answers.map((answer) => `${answer.method}: ${answer.ok ? 'answered' : answer.error}`).join('; ');
  if (declared && failed.length && failed.every(noTemplates)) {
    // Information, not a warning: the revision asks nothing here, so the server breaks no rule.
    const rule = specPage('resourceTemplates', revision);
    return {
      ...forInformation(
        `Declares ${capability}, and ${answered.map((answer) => answer.method).join(' and ')} answered; resources/templates/list was answered -32601 Method not found, which ${rule.revision} ${rule.section} allows (it defines the request without requiring it of a server that declares resources): a client asking for templates gets an error, not an empty list`,
        said,
      ),
      rule,
    };
  }
  if (declared && failed.length)
    return verdict(
      'fail',
      `Declares ${capability}, but ${failed.map((answer) => `${answer.method} failed (${answer.error})`).join('; ')}`,
      said,
    );
  if (declared)
    return verdict(
      'pass',
      `Declares ${capability}, and ${answers.map((answer) => answer.method).join(' and ')} answered`,
      said,
    );
  if (answered.length)
    return verdict(
      'fail',
      `Does not declare ${capability}, yet answers ${answered.map((answer) => answer.method).join(' and ')}: clients that follow the declaration never see it`,
      said,
    );
  return verdict(
    'pass',
    `Does not declare ${capability}, and does not answer ${answers.map((answer) => answer.method).join(' or ')}`,
    said,
  );
}

/** logging: setLevel works when declared; answering it without the declaration is only odd, since logging is the server's to send. */
export function judgeLogging(
  declared: boolean,
  answer: MethodAnswer | undefined,
  undeclaredUse: readonly string[],
): Verdict {
  if (undeclaredUse.length)
    return verdict('fail', `The server sent ${undeclaredUse.join(', ')} without declaring logging`);
  if (!answer) return verdict('not-applicable', 'logging/setLevel is not asked');
  if (declared && !answer.ok) return verdict('fail', `Declares logging, but logging/setLevel failed (${answer.error})`);
  if (declared) return verdict('pass', 'Declares logging, and logging/setLevel answered');
  if (answer.ok) return verdict('warning', 'Does not declare logging, yet answers logging/setLevel');
  return verdict('pass', 'Does not declare logging, and refuses logging/setLevel');
}

/** completions: completion/complete answers with a list of values for an argument the server offers. */
export function judgeCompletion(outcome: CallOutcome, asked: string): Verdict {
  if (outcome.kind !== 'result')
    return verdict(
      'fail',
      `Declares completions, but completion/complete for ${asked} failed (${methodAnswer('completion/complete', outcome).error})`,
    );
  const completion = isRecord(outcome.result) ? outcome.result.completion : undefined;
  const values = isRecord(completion) ? completion.values : undefined;
  if (!Array.isArray(values))
    return verdict('fail', `completion/complete for ${asked} answered without completion.values`);
  const broken = findingMessages(flaggedResultFindings(outcome));
  if (broken.length) return verdict('fail', `completion/complete for ${asked}: ${broken.join('; ')}`);
  return verdict(
    'pass',
    `completion/complete for ${asked} answered with ${values.length} value${values.length === 1 ? '' : 's'}`,
  );
}

export interface ListChangedFacts {
  /** The capability objects as declared: `tools`, `resources`, `prompts`. */
  readonly capabilities: Readonly<Record<string, unknown>>;
  /** Which list_changed notifications the server sent on this connection, by capability. */
  readonly seen: ReadonlySet<string>;
  /** Notifications sent for a listChanged never declared (the log's findings). */
  readonly undeclared: readonly string[];
}

const LIST_FAMILIES = ['tools', 'resources', 'prompts'] as const;

/**
 * listChanged is a promise to notify; the checkup cannot make a server
 * change its lists, so it checks that each declaration is well formed and
 * says which notifications it has seen.
 */
export function judgeListChanged(facts: ListChangedFacts): Verdict {
  const broken: Finding[] = [];
  const declared: string[] = [];
  for (const family of LIST_FAMILIES) {
    const capability = facts.capabilities[family];
    if (capability === undefined) continue;
    if (!isRecord(capability)) {
      const message = `${family} is declared as ${JSON.stringify(capability)}, not an object`;
      broken.push(entryFinding('entry-not-object', ['capabilities', family], message));
      continue;
    }
    const flag = capability.listChanged;
    if (flag === undefined) continue;
    if (typeof flag !== 'boolean')
      broken.push(
        entryFinding(
          'member-wrong-type',
          ['capabilities', family, 'listChanged'],
          `${family}.listChanged is ${JSON.stringify(flag)}, not a boolean`,
        ),
      );
    else if (flag) declared.push(family);
  }
  const seen = LIST_FAMILIES.filter((family) => facts.seen.has(family));
  const seenText = seen.length
    ? `seen on this connection: ${seen.map((family) => `notifications/${family}/list_changed`).join(', ')}`
    : 'no list_changed notification seen on this connection yet';
  const text = `listChanged declared for ${declared.join(', ') || 'no list'}; ${seenText}. The checkup does not make the server change its lists, so a declaration is checked for its form only.`;
  if (broken.length) return verdict('fail', findingMessages(broken).join('; '), text);
  // The log's rule calls this a warning: the notification is harmless, the declaration incomplete.
  if (facts.undeclared.length)
    return verdict(
      'warning',
      `The server sent ${facts.undeclared.join(', ')} without declaring listChanged for it`,
      text,
    );
  if (!declared.length) return verdict('not-applicable', 'The server declares listChanged for none of its lists', text);
  return verdict(
    'pass',
    `listChanged declared for ${declared.join(', ')}, well formed${seen.length ? `; ${seenText}` : ''}`,
    text,
  );
}

/** What the cancellation check saw of its slow request. */
export interface CancellationRun {
  readonly what: string;
  /** Ms after sending when the answer came, if it did. */
  readonly answeredAfterMs?: number;
  /** Ms after sending when notifications/cancelled went out. */
  readonly cancelledAfterMs?: number;
  /** How long the checkup waited after the cancellation. */
  readonly waitedMs: number;
  readonly failure?: string;
}

/** A cancelled request is not answered (the receiver SHOULD NOT answer it). */
export function judgeCancellation(run: CancellationRun): Verdict {
  if (run.failure) return verdict('fail', `${run.what} could not be sent: ${run.failure}`);
  if (run.cancelledAfterMs === undefined) {
    return verdict(
      'not-applicable',
      `${run.what} was answered after ${run.answeredAfterMs ?? 0} ms, before it could be cancelled; it is too quick to show whether cancellation is honoured`,
    );
  }
  if (run.answeredAfterMs !== undefined && run.answeredAfterMs >= run.cancelledAfterMs) {
    return verdict(
      'warning',
      `${run.what} was answered ${run.answeredAfterMs - run.cancelledAfterMs} ms after notifications/cancelled: a cancelled request should get no answer`,
    );
  }
  return verdict(
    'pass',
    `Cancelled ${run.cancelledAfterMs} ms after sending; no answer in the ${Math.round(run.waitedMs / 100) / 10} s that followed`,
  );
}
