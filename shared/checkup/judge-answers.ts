import { PROTOCOL_REVISIONS } from '../protocol/revisions.ts';
import { findingMessages } from '../diagnose/finding.ts';
import { flaggedResultFindings, type CallOutcome } from '../session/call-outcome.ts';
import type { SpecRule } from './checkup-report.ts';
import { joinRules } from './spec-rules.ts';
import { answerError, describeCode, verdict, type Verdict } from './verdict.ts';

/** An answer to a hand-made request: the message as the server sent it, or why none came. */
export interface RawAnswer {
  readonly message?: Readonly<Record<string, unknown>>;
  readonly failure?: string;
  /** The HTTP status the answer came with, when it was not a success. */
  readonly httpStatus?: number;
}

/** ` (with HTTP 404)`, for an answer that came with an HTTP error status. */
const withStatus = (answer: RawAnswer): string =>
  answer.httpStatus !== undefined ? ` (with HTTP ${answer.httpStatus})` : '';

const noAnswer = (answer: RawAnswer, what: string): Verdict =>
  verdict('fail', `No answer to ${what}: every request must be answered, with a result or an error`, answer.failure);

/** ping is answered promptly with an empty result. */
export function judgePing(outcome: CallOutcome): Verdict {
  if (outcome.kind === 'cancelled') return verdict('fail', 'The ping was stopped before the server answered');
  if (outcome.kind === 'error') {
    return verdict(
      'fail',
      outcome.code === undefined
        ? `ping failed: ${outcome.message}`
        : `ping was answered with ${describeCode(outcome.code)}: a server must answer ping with an empty result`,
      outcome.message,
    );
  }
  const result = outcome.result;
  if (typeof result !== 'object' || result === null || Array.isArray(result))
    return verdict('fail', `ping was answered with ${JSON.stringify(result)}, not an empty result object`);
  const extra = Object.keys(result).filter((key) => key !== '_meta');
  if (extra.length)
    return verdict(
      'warning',
      `ping's result should be empty; it holds ${extra.map((key) => JSON.stringify(key)).join(', ')}`,
    );
  return verdict('pass', `Answered with an empty result in ${outcome.durationMs} ms`);
}

/** A method the server cannot have is answered -32601 Method not found. */
export function judgeUnknownMethod(method: string, answer: RawAnswer, revision?: string): Verdict {
  if (!answer.message) return noAnswer(answer, method);
  const error = answerError(answer.message);
  if (!error)
    return verdict(
      'fail',
      `${method}, a method no revision defines, was answered with a result; it must be answered -32601 Method not found`,
    );
  if (error.code === -32601)
    return verdict('pass', `${method} was answered -32601 Method not found${withStatus(answer)}`);
  // Clients tell a missing method by this code (the 2026-07-28 probe of server/discover does): another code misleads them.
  return verdict(
    'fail',
    `${method} was answered ${describeCode(error.code, revision)}; a method the server does not have must be answered -32601 Method not found`,
  );
}

/** One hand-made request with a required member left out, and what came back. */
export interface InvalidParamsProbe {
  readonly method: string;
  /** What is wrong with its params: `without "name"`. */
  readonly what: string;
  readonly answer: RawAnswer;
  /** Where the revision asks for -32602 for this method (see invalidParamsRule). */
  readonly rule?: SpecRule;
}

/**
 * Params that break the method's schema are refused with an error; the
 * revisions name -32602 Invalid params for it (a SHOULD), so another error
 * code is a warning, a result or silence a failure.
 */
export function judgeInvalidParams(probes: readonly InvalidParamsProbe[], revision?: string): Verdict {
  if (!probes.length)
    return verdict('not-applicable', 'The server offers no tools, resources or prompts to send malformed params to');
  const judged = probes.map((probe) => {
    const head = `${probe.method} ${probe.what}`;
    if (!probe.answer.message)
      return { probe, result: 'fail' as const, line: `${head}: no answer (${probe.answer.failure ?? 'none'})` };
    const error = answerError(probe.answer.message);
    if (!error)
      return { probe, result: 'fail' as const, line: `${head}: answered with a result, as if the params were fine` };
    if (error.code === -32602) return { probe, result: 'pass' as const, line: `${head}: -32602 Invalid params` };
    return {
      probe,
      result: 'warning' as const,
      code: describeCode(error.code, revision),
      line: `${head}: ${describeCode(error.code, revision)} instead of -32602 Invalid params`,
    };
  });
  const text = judged.map((item) => item.line).join('\n');
  // Each judgement cites the rule of the methods behind it: Tools, Prompts, or JSON-RPC itself.
  const citing = (items: typeof judged): Verdict['rule'] | undefined => {
    const rules = items.flatMap((item) => (item.probe.rule ? [item.probe.rule] : []));
    return rules.length ? joinRules(rules) : undefined;
  };
  const withRule = (judgedVerdict: Verdict, items: typeof judged): Verdict => {
    const rule = citing(items);
    return rule ? { ...judgedVerdict, rule } : judgedVerdict;
  };
  const failures = judged.filter((item) => item.result === 'fail');
  if (failures.length) return withRule(verdict('fail', failures.map((item) => item.line).join('; '), text), failures);
  const warnings = judged.filter((item) => item.result === 'warning');
  if (warnings.length) {
    const byCode = new Map<string, string[]>();
    for (const item of warnings) byCode.set(item.code!, [...(byCode.get(item.code!) ?? []), item.probe.method]);
    const said = [...byCode].map(
      ([code, methods]) => `${listed(methods)} answered ${code} instead of -32602 Invalid params`,
    );
    const where = citing(warnings);
    return withRule(
      verdict(
        'warning',
        `${said.join('; ')}: ${where ? `-32602 is the code for invalid params (${where.section})` : 'the revision asks for -32602 when params are invalid'}`,
        text,
      ),
      warnings,
    );
  }
  return withRule(
    verdict('pass', `${listed(probes.map((probe) => probe.method))} refused with -32602 Invalid params`, text),
    judged,
  );
}

/** `a`, `a and b`, `a, b and c`. */
function listed(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * 2025 revisions: an initialize offering a revision the server does not
 * support is answered with a revision it does support, never with an error
 * or an echo of the one offered.
 */
export function judgeInitializeVersion(offered: string, answer: RawAnswer): Verdict {
  if (!answer.message) return noAnswer(answer, `initialize offering ${offered}`);
  const error = answerError(answer.message);
  if (error)
    return verdict(
      'fail',
      `initialize offering ${offered} was answered ${describeCode(error.code)}; the server must answer with a revision it supports instead`,
    );
  const result = answer.message.result as { protocolVersion?: unknown } | undefined;
  const answered = result?.protocolVersion;
  if (typeof answered !== 'string')
    return verdict(
      'fail',
      `initialize offering ${offered} was answered without a protocolVersion string (${JSON.stringify(answered)})`,
    );
  if (answered === offered)
    return verdict(
      'fail',
      `The server answered initialize with ${offered}, the unsupported revision it was offered, as if it spoke it`,
    );
  if (!(PROTOCOL_REVISIONS as readonly string[]).includes(answered))
    return verdict('warning', `Offered ${offered}, the server answered ${answered}, which is not a published revision`);
  return verdict('pass', `Offered ${offered}, the server answered with ${answered}, a revision it supports`);
}

/**
 * 2026-07-28: a request naming a revision the server does not implement is
 * answered -32022 Unsupported protocol version, with the revisions it does
 * support in `data.supported` and the one asked for in `data.requested`.
 */
export function judgeRequestVersion(
  method: string,
  requested: string,
  answer: RawAnswer,
  where: { sameConnection?: boolean } = {},
): Verdict {
  if (!answer.message) return noAnswer(answer, `${method} naming revision ${requested}`);
  const error = answerError(answer.message);
  if (!error && where.sameConnection) {
    // A server may settle the revision when a connection opens and not look again; only a second connection can tell.
    return verdict(
      'warning',
      `${method} naming revision ${requested}, on a connection already speaking another, was answered with a result; the revision asks for -32022 Unsupported protocol version`,
    );
  }
  if (!error)
    return verdict(
      'fail',
      `${method} naming revision ${requested} was answered with a result; it must be refused with -32022 Unsupported protocol version`,
    );
  if (error.code !== -32022)
    return verdict(
      'fail',
      `${method} naming revision ${requested} was answered ${describeCode(error.code, '2026-07-28')} instead of -32022 Unsupported protocol version`,
    );
  const data = (answer.message.error as { data?: unknown }).data as
    | { supported?: unknown; requested?: unknown }
    | undefined;
  const supported = data?.supported;
  if (!Array.isArray(supported) || !supported.every((version) => typeof version === 'string')) {
    return verdict(
      'fail',
      '-32022 must carry data.supported, the list of revisions the server does support, so the client can pick one',
    );
  }
  if (data?.requested !== requested)
    return verdict(
      'warning',
      `-32022's data.requested is ${JSON.stringify(data?.requested)}, not the revision asked for (${requested})`,
    );
  return verdict(
    'pass',
    `Refused with -32022${withStatus(answer)}; supported: ${supported.join(', ') || '(none listed)'}`,
  );
}

/** 2026-07-28: server/discover answers with the revisions the server supports (including the one in use) and its capabilities. */
export function judgeDiscover(outcome: CallOutcome, revision: string | undefined): Verdict {
  if (outcome.kind === 'cancelled') return verdict('fail', 'server/discover was stopped before the server answered');
  if (outcome.kind === 'error')
    return verdict(
      'fail',
      `server/discover failed: ${outcome.code === undefined ? outcome.message : describeCode(outcome.code, revision)}`,
      outcome.message,
    );
  const result = outcome.result as { supportedVersions?: unknown; capabilities?: unknown } | undefined;
  const problems = findingMessages(flaggedResultFindings(outcome));
  const versions = result?.supportedVersions;
  if (!Array.isArray(versions) || !versions.every((version) => typeof version === 'string'))
    problems.push('supportedVersions must be a list of revision strings');
  else if (revision && !versions.includes(revision))
    problems.push(
      `supportedVersions (${versions.join(', ')}) does not include ${revision}, the revision this connection speaks`,
    );
  if (typeof result?.capabilities !== 'object' || result.capabilities === null || Array.isArray(result.capabilities))
    problems.push('capabilities must be an object');
  if (problems.length) return verdict('fail', `server/discover's answer: ${problems.join('; ')}`);
  return verdict('pass', `Answered: supportedVersions ${(versions as string[]).join(', ')}, with capabilities`);
}
