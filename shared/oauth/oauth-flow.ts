import type { HttpResponseFacts } from '../http/recording-fetch.ts';
import { Observable } from '../lib/observable.ts';
import { stepOfExchange, type OAuthStep, type OAuthStepId } from './oauth-steps.ts';

export type OAuthFlowStatus = 'idle' | 'running' | 'waiting' | 'authorized' | 'failed';

export interface OAuthFlowState {
  status: OAuthFlowStatus;
  serverUrl?: string;
  steps: OAuthStep[];
  /** Where the person approves, while the flow waits for them (to open again if the window was blocked or closed). */
  authorizationUrl?: string;
  /** The first thing that went wrong, in words. */
  failure?: string;
}

const initial: OAuthFlowState = { status: 'idle', steps: [] };

/**
 * The OAuth flow as a person follows it: each step with what was asked,
 * what came back and what was decided; the wait for the person's approval;
 * the callback. The session feeds it the HTTP exchanges and the provider's
 * moves; the page shows it in the OAuth panel.
 */
export class OAuthFlow {
  readonly state = new Observable<OAuthFlowState>(initial);
  readonly #waiters = new Set<{ resolve: (params: URLSearchParams) => void; reject: (error: Error) => void }>();
  #expectedState: string | undefined;
  /** The scope of this round of the flow: aborted when it is started over or abandoned. */
  #round = new AbortController();
  /** A callback that came back before anyone waited for it (a quick approval): kept for the next wait. */
  #early: URLSearchParams | undefined;

  /** A connection to a server begins: the steps of the last one are cleared, and nothing has happened yet. */
  begin(serverUrl: string): void {
    this.reset();
    this.state.set({ status: 'idle', serverUrl, steps: [] });
  }

  /** An HTTP exchange of the connection: becomes a step when it is part of OAuth. */
  exchange(facts: HttpResponseFacts): void {
    const step = stepOfExchange(facts);
    if (!step) return;
    // A new challenge (a 401 mid-session, a 403 step-up) starts a new round of steps.
    if (step.id === 'challenge' && this.state.getSnapshot().status !== 'running') this.#restart();
    this.#step(step.id, step.title, step.status, step.line);
    if (step.problem) this.#fail(step.id, step.problem);
    else if ((step.id === 'token' || step.id === 'refresh') && step.status === 'done')
      this.#set({ status: 'authorized', authorizationUrl: undefined, failure: undefined });
  }

  /** No authorization server metadata anywhere: 2025-03-26's default endpoints at the server's origin are used, unchecked. */
  defaultEndpoints(authorizationUrl: URL): void {
    this.#step(
      'server-metadata',
      'Authorization server metadata',
      'done',
      `none published: the 2025-03-26 default endpoints at ${authorizationUrl.origin} (/authorize, /token, /register) are used; PKCE S256 support could not be checked`,
    );
  }

  registeredBeforehand(clientId: string): void {
    this.#step(
      'registration',
      'Client registration',
      'done',
      `pre-registered client ${clientId}: no registration request`,
    );
  }

  /** The SDK asks the person to approve: the window opened, or the browser blocked it. */
  authorizationOpened(url: URL, opened: boolean): void {
    const params = url.searchParams;
    const line = [
      `${url.origin}${url.pathname}`,
      `scope ${params.get('scope') ?? '(none)'}`,
      `resource ${params.get('resource') ?? '(none)'}`,
      `PKCE ${params.get('code_challenge_method') ?? 'none'}`,
      `redirect_uri ${params.get('redirect_uri') ?? '(none)'}`,
    ].join('; ');
    this.#step('authorization', 'Authorization (your approval)', 'waiting', line);
    this.#step(
      'authorization',
      'Authorization (your approval)',
      'waiting',
      opened
        ? 'waiting for you to approve in the window that opened'
        : 'the browser blocked the window: open it with the button',
    );
    this.#set({ status: 'waiting', authorizationUrl: url.href });
  }

  expectState(state: string): void {
    this.#expectedState = state;
  }

  /** True while an authorization is out with the person, or its callback came back and is not yet used. */
  get pending(): boolean {
    return this.#early !== undefined || this.state.getSnapshot().status === 'waiting';
  }

  /**
   * Aborted when this round of the flow is started over or abandoned: what fails after that is not the new round's
   * failure.
   */
  get signal(): AbortSignal {
    return this.#round.signal;
  }

  /**
   * Resolves with the callback's parameters once the person has approved (or
   * refused). Everyone waiting for the same approval gets the same callback.
   */
  waitForCallback(signal?: AbortSignal): Promise<URLSearchParams> {
    if (signal?.aborted) return Promise.reject(new Error('The authorization was abandoned'));
    const early = this.#early;
    this.#early = undefined;
    if (early) return Promise.resolve(early);
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        this.#waiters.delete(waiter);
        reject(new Error('The authorization was abandoned'));
      };
      const waiter = {
        resolve: (params: URLSearchParams) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(params);
        },
        reject: (error: Error) => {
          signal?.removeEventListener('abort', onAbort);
          reject(error);
        },
      };
      this.#waiters.add(waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** The person went away (a disconnect, a new connection): whoever waits is let go, and the panel says why. */
  abandon(reason: string): void {
    const { status } = this.state.getSnapshot();
    this.#release();
    if (status === 'waiting' || status === 'running')
      this.#set({ status: 'failed', failure: `Abandoned: ${reason}`, authorizationUrl: undefined });
  }

  /** Lets whoever waits go, quietly: what comes next (a new connection) starts its own flow. */
  release(): void {
    this.#release();
  }

  #release(): void {
    this.#round.abort('the authorization was started over or abandoned');
    this.#round = new AbortController();
    for (const waiter of [...this.#waiters]) waiter.reject(new Error('The authorization was abandoned'));
    this.#waiters.clear();
    this.#expectedState = undefined;
    this.#early = undefined;
  }

  /** The callback page handed back its query. Returns whether it belonged to this flow. */
  deliverCallback(params: URLSearchParams): boolean {
    if (!this.#expectedState || params.get('state') !== this.#expectedState) return false;
    this.#expectedState = undefined;
    this.#set({ authorizationUrl: undefined });
    this.#step('authorization', 'Authorization (your approval)', 'done', 'the authorization server sent you back');
    const error = params.get('error');
    const iss = params.get('iss');
    const line = error
      ? `${error}${params.get('error_description') ? `: ${params.get('error_description')}` : ''}`
      : `code received${iss ? `, iss ${iss}` : ', no iss'}; state matches`;
    this.#step('callback', 'Callback', error ? 'failed' : 'done', line);
    if (error)
      this.#fail(
        'callback',
        `the authorization server answered ${error}${error === 'access_denied' ? ' (the authorization was refused)' : ''}`,
      );
    else this.#set({ status: 'running' });
    const waiters = [...this.#waiters];
    this.#waiters.clear();
    if (waiters.length) for (const waiter of waiters) waiter.resolve(params);
    else this.#early = params;
    return true;
  }

  /** The flow failed outside any exchange (the SDK refused something): named on the step that was under way. */
  failed(message: string): void {
    const steps = this.state.getSnapshot().steps;
    const current = [...steps].reverse().find((step) => step.status === 'running' || step.status === 'waiting');
    if (current) this.#fail(current.id, message);
    else this.#set({ status: 'failed', failure: message });
  }

  reset(): void {
    this.#release();
    this.state.set(initial);
  }

  #restart(): void {
    const { serverUrl } = this.state.getSnapshot();
    this.state.set({ status: 'running', serverUrl, steps: [] });
  }

  #fail(id: OAuthStepId, problem: string): void {
    const steps = this.state
      .getSnapshot()
      .steps.map((step) =>
        step.id === id ? { ...step, status: 'failed' as const, lines: [...step.lines, problem] } : step,
      );
    const title = steps.find((step) => step.id === id)?.title ?? id;
    this.#set({ status: 'failed', steps, failure: `${title}: ${problem}` });
  }

  #step(id: OAuthStepId, title: string, status: OAuthStep['status'], line: string): void {
    const steps = [...this.state.getSnapshot().steps];
    const index = steps.findIndex((step) => step.id === id);
    if (index === -1) steps.push({ id, title, status, lines: [line] });
    else steps[index] = { ...steps[index]!, title, status, lines: [...steps[index]!.lines, line] };
    this.#set({
      steps,
      status: this.state.getSnapshot().status === 'idle' ? 'running' : this.state.getSnapshot().status,
    });
  }

  #set(patch: Partial<OAuthFlowState>): void {
    this.state.set({ ...this.state.getSnapshot(), ...patch });
  }
}
