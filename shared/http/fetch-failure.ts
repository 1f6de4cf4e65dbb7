/** A failure the proxy's relay reported instead of a response: it could not reach the server. */
export class RelayError extends TypeError {
  override name = 'RelayError';
  readonly code: string;
  readonly hint: string;
  readonly certificate?: PresentedCertificate;

  constructor(details: { code: string; message: string; hint?: string; certificate?: PresentedCertificate }) {
    super(details.message);
    this.code = details.code;
    this.hint = details.hint ?? details.message;
    this.certificate = details.certificate;
  }
}

/** The certificate a TLS server presented, as the proxy read it. */
export interface PresentedCertificate {
  subject: string;
  issuer: string;
  validFrom: string;
  validTo: string;
  fingerprint256: string;
  selfSigned: boolean;
  subjectAltName?: string;
}

export interface FetchFailure {
  /** What happened, briefly. */
  message: string;
  /** Why, as far as can be told, and what to do. */
  cause: string;
}

/** A browser hides why a fetch failed; the proxy is asked afterwards (see the connect plan, and the recording fetch mid-session). */
export const browserSilence =
  'the browser gives no reason: a CORS refusal, a server that is down, a TLS problem and a blocked address all look alike to a page; the inspector asks its proxy which';

/** Words for a fetch that threw, from whatever the runtime put in the error. */
export function describeFetchFailure(error: unknown, route: 'direct' | 'relay'): FetchFailure {
  if (error instanceof RelayError)
    return { message: `The proxy could not reach the server: ${namedCode(error.code)}`, cause: error.hint };
  const explained = (error as { explained?: { message?: unknown } } | undefined)?.explained;
  if (typeof explained?.message === 'string') return { message: explained.message, cause: explained.message };
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'AbortError') return { message: 'Aborted', cause: 'the request was aborted' };
  const code = nodeCause(error);
  if (code)
    return {
      message: `${message}: ${namedCode(code)}`,
      cause: networkCause(code) ? namedCode(code) : `the network said ${code}`,
    };
  if (route === 'direct' && name === 'TypeError')
    return { message: `The browser refused or could not make the request: ${message}`, cause: browserSilence };
  return { message, cause: message };
}

/** Whether the browser hid why: the proxy can tell (a TypeError with no code of the network's on it, not explained yet). */
export function isSilentBrowserFailure(error: unknown): boolean {
  return (
    !(error instanceof RelayError) &&
    (error as Error | undefined)?.name === 'TypeError' &&
    nodeCause(error) === undefined &&
    (error as { explained?: unknown }).explained === undefined
  );
}

/**
 * The kind of failure a network code names, in the words a person looks
 * for: refused, reset, DNS, TLS, timeout. Node's codes and OpenSSL's.
 */
export function networkCause(code: string | undefined): string | undefined {
  if (!code) return undefined;
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'UND_ERR_SOCKET' || code === 'ECONNABORTED')
    return 'connection reset';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NONAME' || code === 'EAI_FAIL')
    return 'DNS: the name does not resolve';
  if (code === 'ETIMEDOUT' || code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'UND_ERR_HEADERS_TIMEOUT')
    return 'timeout';
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return 'no route to the host';
  if (/CERT|TLS|SSL/.test(code) || code === 'EPROTO') return 'TLS';
  return undefined;
}

/** `connection refused (ECONNREFUSED)`, or the bare code when it names no kind of failure we know. */
export function namedCode(code: string): string {
  const words = networkCause(code);
  return words ? `${words} (${code})` : code;
}

/** Node's fetch puts the socket's error code on `cause`. */
function nodeCause(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}
