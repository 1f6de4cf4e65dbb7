import type { RuleId } from '../diagnose/rules/index.ts';
import type { Finding } from '../diagnose/finding.ts';
import { isRecord } from '../lib/guards.ts';
import { appMayCall } from './tool-app.ts';
import { viewMessageIssues } from './app-message-schemas.ts';
import { hostProfile, type HostProfile } from './host-profiles.ts';
import { appFinding, SandboxReports } from './sandbox-reports.ts';

export { APPS_SPEC } from './sandbox-reports.ts';
const finding = appFinding;

/** What the judge is told of the view's server side: the tools listed on the connection, by name. */
export interface AppChannelContext {
  tool(name: string): unknown;
  /** Why the tools are not known (tools/list failed), when they are not: no call is then said to name an unlisted tool. */
  unavailable?(): string | undefined;
  /** The host profile the view is served under: the specification's default when left out. */
  profile?: HostProfile;
}

/**
 * The rules of one view's channel, message by message, as the host sees
 * them (`in`: from the view or its sandbox; `out`: from the host): what is
 * sent before the handshake ends, a tool call the view may not make, a
 * display mode it never declared, a message that is not JSON-RPC, and what
 * the sandbox reports (a Content-Security-Policy violation, a reserved
 * method the view used).
 */
export class AppChannelJudge {
  readonly #context: AppChannelContext;
  #initialized = false;
  #declaredModes: readonly string[] | undefined;
  #inputSent = false;
  readonly #reports: SandboxReports;

  constructor(context: AppChannelContext) {
    this.#context = context;
    this.#reports = new SandboxReports(context.profile ?? hostProfile('spec'));
  }

  /** What the sandbox saw go wrong inside the view, for the note that says why a handshake has not ended. */
  get reports(): SandboxReports {
    return this.#reports;
  }

  get initialized(): boolean {
    return this.#initialized;
  }

  /** `answers`: on a response, the method of the request it answers (the log's pairing knows it). */
  see(direction: 'in' | 'out', message: unknown, answers?: string): Finding[] {
    if (!isRecord(message) || message.jsonrpc !== '2.0') {
      return direction === 'in'
        ? [
            finding(
              'app-message-not-jsonrpc',
              'error',
              'The view sent a message that is not a JSON-RPC 2.0 object: the host can only drop it',
              '',
            ),
          ]
        : [];
    }
    const method = typeof message.method === 'string' ? message.method : undefined;
    const params = isRecord(message.params) ? message.params : {};
    const schema = direction === 'in' ? this.#schema(message, answers) : [];
    if (method === undefined) return schema;
    if (method.startsWith('ui/notifications/sandbox-')) return direction === 'in' ? this.#sandbox(method, params) : [];
    if (direction === 'out') return this.#host(method);
    if (method === 'ui/initialize') {
      if (schema.length) return schema;
      const capabilities = isRecord(params.appCapabilities) ? params.appCapabilities : {};
      this.#declaredModes = Array.isArray(capabilities.availableDisplayModes)
        ? capabilities.availableDisplayModes.filter((mode): mode is string => typeof mode === 'string')
        : undefined;
      return [];
    }
    if (method === 'ui/notifications/initialized') {
      this.#initialized = true;
      return schema;
    }
    const found: Finding[] = [...schema];
    if (!this.#initialized && method !== 'ping' && method !== 'notifications/message') {
      found.push(
        finding(
          'app-before-initialized',
          'warning',
          `The view sent ${method} before ui/notifications/initialized: a view completes the handshake first`,
          '/method',
        ),
      );
    }
    if (method === 'tools/call') {
      const name = typeof params.name === 'string' ? params.name : undefined;
      const tool = name === undefined ? undefined : this.#context.tool(name);
      if (name !== undefined && tool === undefined && this.#context.unavailable?.() === undefined)
        found.push(
          finding(
            'app-tool-unknown',
            'warning',
            `The view called ${JSON.stringify(name)}, a tool the server did not list`,
            '/params/name',
          ),
        );
      else if (tool !== undefined && !appMayCall(tool)) {
        found.push(
          finding(
            'app-tool-not-visible',
            'error',
            `The view called ${JSON.stringify(name)}, whose _meta.ui.visibility leaves out "app": the host refuses it`,
            '/params/name',
          ),
        );
      }
    }
    if (method === 'ui/request-display-mode') {
      const mode = params.mode;
      // A view "MUST declare all display modes it supports": asking for one it did not declare (or declaring none) is the view's slip, and the host declines it.
      if (typeof mode === 'string' && !(this.#declaredModes ?? []).includes(mode)) {
        const declared =
          this.#declaredModes === undefined
            ? 'its appCapabilities has no availableDisplayModes'
            : `its appCapabilities.availableDisplayModes (${this.#declaredModes.join(', ') || 'none'}) does not declare it`;
        found.push(
          finding(
            'app-display-mode-undeclared',
            'warning',
            `The view asked for display mode ${JSON.stringify(mode)}, which it did not declare: ${declared}`,
            '/params/mode',
          ),
        );
      }
    }
    return found;
  }

  /**
   * The host's own rules (this inspector's, kept by construction and judged
   * all the same, so a regression shows): nothing to the view before it is
   * initialized, and no tool-result without a tool-input before it.
   */
  #host(method: string): Finding[] {
    const own = (rule: RuleId, message: string): Finding => ({
      ...finding(rule, 'error', message, '/method'),
      cause: 'host',
    });
    if (method.startsWith('ui/notifications/sandbox-')) return [];
    if (!this.#initialized && method !== 'ui/resource-teardown')
      return [
        own('app-host-before-initialized', `The host sent ${method} before the view sent ui/notifications/initialized`),
      ];
    if (method === 'ui/notifications/tool-input') this.#inputSent = true;
    if (method === 'ui/notifications/tool-result' && !this.#inputSent)
      return [
        own(
          'app-result-before-input',
          'The host sent ui/notifications/tool-result without the ui/notifications/tool-input that must come before it',
        ),
      ];
    return [];
  }

  /** The extension's schema of what the view sent, issue by issue. */
  #schema(message: Record<string, unknown>, answers: string | undefined): Finding[] {
    try {
      return viewMessageIssues(message, answers).map((issue) =>
        finding(
          'app-message-schema',
          'error',
          `The view's ${typeof message.method === 'string' ? message.method : `answer to ${answers}`} breaks the extension's schema at ${issue.pointer || 'the message'}: ${issue.message}`,
          issue.pointer,
        ),
      );
    } catch {
      return [];
    }
  }

  #sandbox(method: string, params: Record<string, unknown>): Finding[] {
    return this.#reports.see(method, params);
  }
}
