import { PROTOCOL_VERSION_META_KEY } from '@modelcontextprotocol/client';
import type { CheckContext } from './checkup-options.ts';
import { declares } from './checkup-options.ts';
import type { CheckResult, EvidenceFrame } from './checkup-report.ts';
import { evidenceFrame, loggedAnswer } from './checkup-probe.ts';
import { checkupConnectionNumber, exchangeOnce } from './fresh-connection.ts';
import {
  judgeDiscover,
  judgeInitializeVersion,
  judgeInvalidParams,
  judgePing,
  judgeRequestVersion,
  judgeUnknownMethod,
  type InvalidParamsProbe,
} from './judge-answers.ts';
import { makeCheck, type CheckSpec } from './make-check.ts';
import { discoverRule, invalidParamsRule, joinRules, jsonRpcErrors, specPage } from './spec-rules.ts';
import { verdict } from './verdict.ts';

/** A method no revision defines; its name says who sent it. */
export const UNKNOWN_METHOD = 'mcp-loupe/checkup-no-such-method';
/** Revisions no server supports: long before MCP, and far after it. */
export const UNSUPPORTED_LEGACY_REVISION = '1999-01-01';
export const UNSUPPORTED_MODERN_REVISION = '2099-12-31';

export async function checkPing(context: CheckContext): Promise<CheckResult> {
  const spec: CheckSpec = { name: 'ping', title: 'ping is answered', rule: specPage('ping', context.revision) };
  if (context.modern)
    return makeCheck(
      { ...spec, rule: discoverRule('ping removed') },
      verdict('not-applicable', `${context.revision} has no ping: a stateless server has no session to keep alive`),
    );
  const { outcome, frames } = await context.probe.request('ping', undefined);
  return makeCheck(spec, judgePing(outcome), frames);
}

export async function checkUnknownMethod(context: CheckContext): Promise<CheckResult> {
  const answer = await context.probe.raw(UNKNOWN_METHOD, {});
  return makeCheck(
    {
      name: 'unknown-method',
      title: 'An unknown method is answered -32601',
      rule: jsonRpcErrors('5.1 Error object: -32601 Method not found'),
      foldFindings: false,
    },
    judgeUnknownMethod(UNKNOWN_METHOD, answer, context.revision),
    answer.frames,
  );
}

/** Requests that leave out a member their method requires, one per feature the server declares. */
export async function checkInvalidParams(context: CheckContext): Promise<CheckResult> {
  const candidates = [
    { capability: 'tools', method: 'tools/call', params: { arguments: {} }, what: 'without "name"' },
    { capability: 'resources', method: 'resources/read', params: {}, what: 'without "uri"' },
    { capability: 'prompts', method: 'prompts/get', params: {}, what: 'without "name"' },
  ].filter((candidate) => declares(context, candidate.capability));
  const probes: InvalidParamsProbe[] = [];
  const frames: EvidenceFrame[] = [];
  for (const candidate of candidates) {
    const answer = await context.probe.raw(candidate.method, candidate.params);
    probes.push({
      method: candidate.method,
      what: candidate.what,
      answer,
      rule: invalidParamsRule(candidate.method, context.revision),
    });
    frames.push(...answer.frames);
  }
  const rule = probes.length
    ? joinRules(probes.map((probe) => probe.rule!))
    : jsonRpcErrors('5.1 Error object: -32602 Invalid params');
  return makeCheck(
    { name: 'invalid-params', title: 'Malformed params are answered -32602', rule, foldFindings: false },
    judgeInvalidParams(probes, context.revision),
    frames,
  );
}

/**
 * An opening that names a revision no server supports, on a second
 * connection of its own: a 2025 initialize is sent once per connection,
 * and a 2026-07-28 server may judge the revision when a connection opens.
 * Without a second connection, 2026-07-28 is asked on this one.
 */
export async function checkUnsupportedVersion(context: CheckContext): Promise<CheckResult> {
  const name = 'unsupported-version';
  const title = 'An unsupported protocol version is answered as the revision requires';
  const spec: CheckSpec = context.modern
    ? { name, title, rule: discoverRule('Unsupported protocol version error (-32022)'), foldFindings: false }
    : { name, title, rule: specPage('lifecycle', context.revision), foldFindings: false };
  const open = context.options.openConnection;
  if (!open) {
    if (!context.modern) {
      return makeCheck(
        spec,
        verdict(
          'not-applicable',
          'Needs a second connection to the server, and none can be opened here: the revision is offered only in initialize, which must be the first exchange of a connection and is sent once per connection (Lifecycle › Initialization), so this connection cannot ask again',
        ),
      );
    }
    // An ordinary request the server offers; server/discover is how a client learns the revisions, so a server may answer it whatever it names.
    const method =
      (['tools', 'resources', 'prompts'] as const)
        .filter((capability) => declares(context, capability))
        .map((capability) => `${capability}/list`)[0] ?? 'server/discover';
    const answer = await context.probe.raw(
      method,
      {},
      { meta: { [PROTOCOL_VERSION_META_KEY]: UNSUPPORTED_MODERN_REVISION } },
    );
    return makeCheck(
      spec,
      judgeRequestVersion(method, UNSUPPORTED_MODERN_REVISION, answer, { sameConnection: true }),
      answer.frames,
    );
  }
  const request = context.modern
    ? {
        method: 'server/discover',
        params: { _meta: { ...context.probe.envelope(), [PROTOCOL_VERSION_META_KEY]: UNSUPPORTED_MODERN_REVISION } },
        offered: UNSUPPORTED_MODERN_REVISION,
      }
    : {
        method: 'initialize',
        params: {
          protocolVersion: UNSUPPORTED_LEGACY_REVISION,
          capabilities: {},
          clientInfo: { name: 'mcp-loupe', version: 'checkup' },
        },
        offered: UNSUPPORTED_LEGACY_REVISION,
      };
  const log = context.probe.session.log;
  const start = log.size;
  const connection = checkupConnectionNumber(log, context.probe.connection);
  const id = context.probe.newId();
  log.append({
    connection,
    t: context.options.now(),
    direction: 'note',
    kind: 'process',
    raw: `Checkup: connection ${connection} is a second connection to the server of connection ${context.probe.connection}, opened only to send ${request.method} naming revision ${request.offered}; it closes after the answer`,
  });
  const exchanged = await exchangeOnce(
    open(connection),
    { id, method: request.method, params: request.params },
    context.options.timeoutMs,
    context.options.signal,
  );
  // An answer with an HTTP error status (2026-07-28's -32022 comes with 400) fails the send; the log holds it.
  const logged = exchanged.message ? undefined : loggedAnswer(log, start, id, connection);
  const answer = logged
    ? { message: logged.message, ...(logged.httpStatus !== undefined ? { httpStatus: logged.httpStatus } : {}) }
    : exchanged;
  // The whole second connection was the checkup's question: judged in its report, not the server's trouble in the log.
  log.markProbes(connection, start);
  const frames: EvidenceFrame[] = [];
  for (let seq = start; seq < log.size; seq++) {
    const entry = log.at(seq);
    if (!entry || entry.id !== id || entry.direction !== 'out') continue;
    frames.push(evidenceFrame(entry));
    const response = log.responseTo(seq);
    if (response) frames.push(evidenceFrame(response, { asked: true }));
  }
  if (!answer.message && answer.failure?.startsWith('The connection could not be opened')) {
    // Nothing reached the server: the check says nothing of it.
    return makeCheck(
      spec,
      verdict(
        'not-applicable',
        `The second connection this check needs could not be opened, so nothing was asked: ${answer.failure.replace(/^The connection could not be opened: /, '')}`,
      ),
      frames,
    );
  }
  const judged = context.modern
    ? judgeRequestVersion(request.method, request.offered, answer)
    : judgeInitializeVersion(request.offered, answer);
  return makeCheck(
    spec,
    { ...judged, text: `On connection ${connection}, opened for this check: ${judged.text ?? judged.summary}` },
    frames,
  );
}

export async function checkDiscover(context: CheckContext): Promise<CheckResult> {
  const spec: CheckSpec = {
    name: 'server-discover',
    title: 'server/discover is answered correctly',
    rule: discoverRule('server/discover'),
  };
  if (!context.modern)
    return makeCheck(
      spec,
      verdict(
        'not-applicable',
        `server/discover arrived in 2026-07-28; this connection speaks ${context.revision ?? 'an earlier revision'}`,
      ),
    );
  const { outcome, frames } = await context.probe.request('server/discover', {});
  return makeCheck(spec, judgeDiscover(outcome, context.revision), frames);
}
