/**
 * The Fetch standard's CORS rules, as a browser applies them to a page's
 * request to another origin: what the server answered (to the preflight
 * and to the request itself), and which of it the browser refuses. Pure:
 * the answers come in as header values, what is refused goes out as
 * findings of the inspector's probe (`cors-*` rules), never the server's
 * fault against the protocol.
 */
import type { Finding } from '../../shared/diagnose/finding.ts';
import { corsRules } from '../../shared/diagnose/rules/cors.ts';

type CorsRule = keyof typeof corsRules;

/** One thing the browser would refuse. */
function refused(rule: CorsRule, message: string): Finding {
  return { rule, severity: corsRules[rule].severity, pointer: '', source: 'Fetch (CORS)', message, cause: 'probe' };
}

export interface HeaderEntry {
  name: string;
  value: string;
}

export interface PreflightAnswer {
  status: number;
  allowOrigin?: string;
  allowMethods?: string;
  allowHeaders?: string;
  allowCredentials?: string;
}

export interface ActualAnswer {
  status: number;
  allowOrigin?: string;
  allowCredentials?: string;
  exposeHeaders?: string;
}

export interface CorsFacts {
  /** The page's origin, as the browser sends it in Origin. */
  origin: string;
  method: string;
  /** The headers the page's fetch sets (the browser adds its own, which CORS does not count). */
  headers: HeaderEntry[];
  /** fetch's `credentials: 'include'`. */
  credentials?: boolean;
  preflight?: PreflightAnswer;
  response?: ActualAnswer;
  /** Response headers the page needs to read, such as mcp-session-id. */
  mustRead?: string[];
}

const safelistedMethods = new Set(['GET', 'HEAD', 'POST']);
const safelistedResponseHeaders = new Set([
  'cache-control',
  'content-language',
  'content-length',
  'content-type',
  'expires',
  'last-modified',
  'pragma',
]);
const simpleContentTypes = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);
const unsafeByte = /[\x00-\x08\x0A-\x1F"():<>?@[\\\]{}\x7F]/;

/** The Fetch standard's CORS-safelisted request-header. */
function isSafelistedHeader({ name, value }: HeaderEntry): boolean {
  if (value.length > 128) return false;
  switch (name.toLowerCase()) {
    case 'accept':
      return !unsafeByte.test(value);
    case 'accept-language':
    case 'content-language':
      return /^[0-9A-Za-z *,\-.;=]*$/.test(value);
    case 'content-type':
      return !unsafeByte.test(value) && simpleContentTypes.has((value.split(';')[0] ?? '').trim().toLowerCase());
    case 'range':
      return /^bytes=\d+-\d*$/.test(value);
    default:
      return false;
  }
}

/** A comma-separated header value as a list, items trimmed, empty ones dropped. */
export function headerList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Names of the headers a preflight must allow: lowercased, sorted, once each (as a browser lists them). */
export function unsafeHeaderNames(headers: HeaderEntry[]): string[] {
  return [
    ...new Set(headers.filter((header) => !isSafelistedHeader(header)).map(({ name }) => name.toLowerCase())),
  ].sort();
}

export function needsPreflight(method: string, headers: HeaderEntry[]): boolean {
  return !safelistedMethods.has(method) || unsafeHeaderNames(headers).length > 0;
}

function originProblem(
  stage: string,
  allowOrigin: string | undefined,
  origin: string,
  credentials: boolean,
): string | undefined {
  if (allowOrigin === undefined || allowOrigin.trim() === '') {
    return `${stage} has no Access-Control-Allow-Origin, so the browser refuses it to the page at ${origin}.`;
  }
  const value = allowOrigin.trim();
  if (value === '*') {
    return credentials
      ? `${stage} allows the origin *, which a browser does not accept for a request with credentials; it must name ${origin}.`
      : undefined;
  }
  if (value === origin) return undefined;
  if (headerList(value).length > 1)
    return `${stage} lists several origins in Access-Control-Allow-Origin (${value}); a browser accepts exactly one, or *.`;
  const nuance =
    value.replace(/\/+$/, '') === origin
      ? ' (without the trailing slash)'
      : value.toLowerCase() === origin.toLowerCase()
        ? ' (letter case counts)'
        : '';
  return `${stage} allows the origin ${value}, not this inspector's origin ${origin}${nuance}.`;
}

function credentialsProblem(
  stage: string,
  allowCredentials: string | undefined,
  credentials: boolean,
): string | undefined {
  if (!credentials || allowCredentials?.trim() === 'true') return undefined;
  return `${stage} lacks Access-Control-Allow-Credentials: true, which a request with credentials needs.`;
}

function preflightFindings(facts: CorsFacts, preflight: PreflightAnswer): Finding[] {
  const { origin, method, credentials = false } = facts;
  const stage = 'The preflight answer';
  const findings: Finding[] = [];
  if (preflight.status < 200 || preflight.status > 299) {
    findings.push(
      refused(
        'cors-preflight',
        `The CORS preflight (OPTIONS) failed with status ${preflight.status}; a browser sends the ${method} only after a 2xx answer.`,
      ),
    );
  }
  findings.push(...originAndCredentials(stage, preflight, origin, credentials));

  const methods = headerList(preflight.allowMethods);
  const anyMethod = methods.includes('*') && !credentials;
  if (!safelistedMethods.has(method) && !methods.includes(method) && !anyMethod) {
    const nuance = methods.some((allowed) => allowed.toUpperCase() === method) ? ' (methods match letter case)' : '';
    findings.push(
      refused(
        'cors-allow-methods',
        `The preflight's Access-Control-Allow-Methods (${preflight.allowMethods ?? 'none'}) does not include ${method}${nuance}.`,
      ),
    );
  }

  const allowed = new Set(headerList(preflight.allowHeaders).map((name) => name.toLowerCase()));
  const anyHeader = allowed.has('*') && !credentials;
  // A * never covers Authorization: it must be named.
  const missing = unsafeHeaderNames(facts.headers).filter(
    (name) => !allowed.has(name) && (!anyHeader || name === 'authorization'),
  );
  if (missing.length > 0) {
    const nuance = anyHeader ? ' (a * never covers Authorization)' : '';
    findings.push(
      refused(
        'cors-allow-headers',
        `The preflight's Access-Control-Allow-Headers (${preflight.allowHeaders ?? 'none'}) does not list ${missing.join(', ')}, which the inspector sends${nuance}.`,
      ),
    );
  }
  return findings;
}

/** What a stage's Access-Control-Allow-Origin and -Credentials refuse. */
function originAndCredentials(
  stage: string,
  answer: { allowOrigin?: string | undefined; allowCredentials?: string | undefined },
  origin: string,
  credentials: boolean,
): Finding[] {
  const badOrigin = originProblem(stage, answer.allowOrigin, origin, credentials);
  const badCredentials = credentialsProblem(stage, answer.allowCredentials, credentials);
  return [
    ...(badOrigin ? [refused('cors-allow-origin', badOrigin)] : []),
    ...(badCredentials ? [refused('cors-allow-credentials', badCredentials)] : []),
  ];
}

function responseFindings(facts: CorsFacts, response: ActualAnswer): Finding[] {
  const { origin, method, credentials = false } = facts;
  const stage = `The answer to the ${method}`;
  const findings = originAndCredentials(stage, response, origin, credentials);

  const exposed = new Set(headerList(response.exposeHeaders).map((name) => name.toLowerCase()));
  const anyExposed = exposed.has('*') && !credentials;
  for (const name of (facts.mustRead ?? []).map((header) => header.toLowerCase())) {
    if (exposed.has(name) || anyExposed || safelistedResponseHeaders.has(name)) continue;
    const consequence =
      name === 'mcp-session-id' ? 'so the browser cannot read the session id' : `so the page cannot read ${name}`;
    findings.push(
      refused(
        'cors-expose-headers',
        `Access-Control-Expose-Headers (${response.exposeHeaders ?? 'none'}) does not include ${name}, ${consequence}.`,
      ),
    );
  }
  return findings;
}

/** Everything the browser will refuse, most blocking first. */
export function corsFindings(facts: CorsFacts): Finding[] {
  const findings: Finding[] = [];
  if (needsPreflight(facts.method, facts.headers)) {
    if (facts.preflight) findings.push(...preflightFindings(facts, facts.preflight));
    else
      findings.push(
        refused(
          'cors-preflight',
          `No answer to the CORS preflight (OPTIONS) arrived; a browser sends the ${facts.method} only after one.`,
        ),
      );
  }
  if (facts.response) findings.push(...responseFindings(facts, facts.response));
  return findings;
}

/** The verdict in one sentence: the first thing the browser will refuse, if any. */
export function corsVerdict(facts: CorsFacts): { ok: boolean; problem?: string } {
  const [first] = corsFindings(facts);
  return first === undefined ? { ok: true } : { ok: false, problem: first.message };
}
