import { SKILLS_EXTENSION } from './extensions.ts';
import { PROTOCOL_REVISIONS, type ProtocolRevision } from './revisions.ts';

/**
 * Every JSON-RPC method and notification MCP defines, revision by revision:
 * who may send it, when it arrived and left, which declared capability it
 * needs, and a small params object a person can start from.
 *
 * Sources: the specification's schema for each revision, and the SDK's
 * per-era registries (2025 wire vocabulary; 2026-07-28, where sampling,
 * elicitation and roots live only inside `input_required` results, and tasks
 * move to the `io.modelcontextprotocol/tasks` extension).
 */

/** A capability one side must have declared: `{ side: 'server', path: 'resources.subscribe' }`. */
export interface CapabilityNeed {
  readonly side: 'client' | 'server';
  /** Dotted path inside that side's capabilities object. */
  readonly path: string;
}

export interface MethodSpec {
  readonly method: string;
  readonly kind: 'request' | 'notification';
  /** Who may send it. */
  readonly from: 'client' | 'server' | 'both';
  /** The first revision that has it. */
  readonly since: ProtocolRevision;
  /** The first revision without it. */
  readonly until?: ProtocolRevision;
  /**
   * The capability it needs: for a request, the receiver's offer; for a
   * notification, the sender's declaration. Methods both sides send name
   * the need per sender.
   */
  readonly capability?: CapabilityNeed | { readonly fromClient?: CapabilityNeed; readonly fromServer?: CapabilityNeed };
  /** On revisions where it belongs to an extension rather than the core protocol: the extension's name. */
  readonly extension?: string;
  /** A small example params object, to edit; absent when the method takes none. */
  readonly paramsTemplate?: Readonly<Record<string, unknown>>;
  /** What it is for, in one line. */
  readonly summary: string;
}

const TASKS_EXTENSION = 'io.modelcontextprotocol/tasks';
const server = (path: string): CapabilityNeed => ({ side: 'server', path });
const client = (path: string): CapabilityNeed => ({ side: 'client', path });

const taskSummaries = {
  'tasks/get': "Reads a task's status",
  'tasks/result': "Waits for a task's result",
  'tasks/list': 'Lists the tasks the receiver runs',
  'tasks/cancel': 'Asks the receiver to cancel a task',
} as const;

export const methodCatalogue: readonly MethodSpec[] = [
  // The handshake era (2024-11-05 to 2025-11-25).
  {
    method: 'initialize',
    kind: 'request',
    from: 'client',
    since: '2024-11-05',
    until: '2026-07-28',
    paramsTemplate: {
      protocolVersion: '2025-11-25',
      capabilities: {},
      clientInfo: { name: 'mcp-loupe', version: '0.1.0' },
    },
    summary: 'Opens the session: the client offers a revision and its capabilities',
  },
  {
    method: 'notifications/initialized',
    kind: 'notification',
    from: 'client',
    since: '2024-11-05',
    until: '2026-07-28',
    summary: 'The client says the handshake is done',
  },
  {
    method: 'ping',
    kind: 'request',
    from: 'both',
    since: '2024-11-05',
    until: '2026-07-28',
    summary: 'Checks that the other side is still there',
  },
  {
    method: 'logging/setLevel',
    kind: 'request',
    from: 'client',
    since: '2024-11-05',
    until: '2026-07-28',
    capability: server('logging'),
    paramsTemplate: { level: 'info' },
    summary: 'Asks the server for log messages at this level and above',
  },
  {
    method: 'resources/subscribe',
    kind: 'request',
    from: 'client',
    since: '2024-11-05',
    until: '2026-07-28',
    capability: server('resources.subscribe'),
    paramsTemplate: { uri: 'file:///example.txt' },
    summary: 'Asks to be told when a resource changes',
  },
  {
    method: 'resources/unsubscribe',
    kind: 'request',
    from: 'client',
    since: '2024-11-05',
    until: '2026-07-28',
    capability: server('resources.subscribe'),
    paramsTemplate: { uri: 'file:///example.txt' },
    summary: 'Stops a resources/subscribe',
  },
  {
    method: 'sampling/createMessage',
    kind: 'request',
    from: 'server',
    since: '2024-11-05',
    until: '2026-07-28',
    capability: client('sampling'),
    paramsTemplate: { messages: [{ role: 'user', content: { type: 'text', text: 'Hello' } }], maxTokens: 100 },
    summary: "Asks the client's model for a completion",
  },
  {
    method: 'roots/list',
    kind: 'request',
    from: 'server',
    since: '2024-11-05',
    until: '2026-07-28',
    capability: client('roots'),
    summary: 'Asks the client which roots it offers',
  },
  {
    method: 'notifications/roots/list_changed',
    kind: 'notification',
    from: 'client',
    since: '2024-11-05',
    until: '2026-07-28',
    capability: client('roots.listChanged'),
    summary: "The client's roots changed",
  },
  {
    method: 'elicitation/create',
    kind: 'request',
    from: 'server',
    since: '2025-06-18',
    until: '2026-07-28',
    capability: client('elicitation'),
    paramsTemplate: {
      message: 'Your name?',
      requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
    },
    summary: 'Asks the person, through the client, for input',
  },
  {
    method: 'notifications/elicitation/complete',
    kind: 'notification',
    from: 'server',
    since: '2025-11-25',
    until: '2026-07-28',
    capability: client('elicitation'),
    paramsTemplate: { elicitationId: 'elicitation-1' },
    summary: 'A URL-mode elicitation finished outside the client',
  },
  // 2025-11-25's tasks: either side may be asked about tasks it runs.
  ...(['tasks/get', 'tasks/result', 'tasks/list', 'tasks/cancel'] as const).map(
    (method): MethodSpec => ({
      method,
      kind: 'request',
      from: 'both',
      since: '2025-11-25',
      until: '2026-07-28',
      capability: taskNeed(method),
      paramsTemplate: method === 'tasks/list' ? {} : { taskId: 'task-1' },
      summary: taskSummaries[method],
    }),
  ),
  {
    method: 'notifications/tasks/status',
    kind: 'notification',
    from: 'both',
    since: '2025-11-25',
    until: '2026-07-28',
    paramsTemplate: { taskId: 'task-1', status: 'working' },
    summary: "A task's status changed",
  },

  // Every revision.
  {
    method: 'notifications/cancelled',
    kind: 'notification',
    from: 'both',
    since: '2024-11-05',
    paramsTemplate: { requestId: 1, reason: 'No longer needed' },
    summary: 'The sender no longer wants the answer to one of its requests',
  },
  {
    method: 'notifications/progress',
    kind: 'notification',
    from: 'both',
    since: '2024-11-05',
    paramsTemplate: { progressToken: 'progress-1', progress: 1, total: 10 },
    summary: 'Progress on a request that asked for it with a progressToken',
  },
  {
    method: 'tools/list',
    kind: 'request',
    from: 'client',
    since: '2024-11-05',
    capability: server('tools'),
    paramsTemplate: {},
    summary: 'Lists the tools the server offers',
  },
  {
    method: 'tools/call',
    kind: 'request',
    from: 'client',
    since: '2024-11-05',
    capability: server('tools'),
    paramsTemplate: { name: 'echo', arguments: { message: 'hello' } },
    summary: 'Runs a tool',
  },
  {
    method: 'prompts/list',
    kind: 'request',
    from: 'client',
    since: '2024-11-05',
    capability: server('prompts'),
    paramsTemplate: {},
    summary: 'Lists the prompts the server offers',
  },
  {
    method: 'prompts/get',
    kind: 'request',
    from: 'client',
    since: '2024-11-05',
    capability: server('prompts'),
    paramsTemplate: { name: 'example', arguments: {} },
    summary: 'Fills in one prompt',
  },
  {
    method: 'resources/list',
    kind: 'request',
    from: 'client',
    since: '2024-11-05',
    capability: server('resources'),
    paramsTemplate: {},
    summary: 'Lists the resources the server offers',
  },
  {
    method: 'resources/templates/list',
    kind: 'request',
    from: 'client',
    since: '2024-11-05',
    capability: server('resources'),
    paramsTemplate: {},
    summary: 'Lists resource templates (URI templates)',
  },
  {
    method: 'resources/read',
    kind: 'request',
    from: 'client',
    since: '2024-11-05',
    capability: server('resources'),
    paramsTemplate: { uri: 'file:///example.txt' },
    summary: 'Reads one resource',
  },
  // Before 2025-03-26 there was no completions capability to declare.
  {
    method: 'completion/complete',
    kind: 'request',
    from: 'client',
    since: '2024-11-05',
    until: '2025-03-26',
    paramsTemplate: completionParams(),
    summary: 'Suggests values for a prompt or resource template argument',
  },
  {
    method: 'completion/complete',
    kind: 'request',
    from: 'client',
    since: '2025-03-26',
    capability: server('completions'),
    paramsTemplate: completionParams(),
    summary: 'Suggests values for a prompt or resource template argument',
  },
  {
    method: 'notifications/message',
    kind: 'notification',
    from: 'server',
    since: '2024-11-05',
    capability: server('logging'),
    paramsTemplate: { level: 'info', data: 'Something happened' },
    summary: 'A log message from the server',
  },
  {
    method: 'notifications/resources/updated',
    kind: 'notification',
    from: 'server',
    since: '2024-11-05',
    until: '2026-07-28',
    capability: server('resources.subscribe'),
    paramsTemplate: { uri: 'file:///example.txt' },
    summary: 'A subscribed resource changed',
  },
  {
    method: 'notifications/resources/updated',
    kind: 'notification',
    from: 'server',
    since: '2026-07-28',
    capability: server('resources'),
    paramsTemplate: { uri: 'file:///example.txt' },
    summary: 'A resource the client listens to changed',
  },
  {
    method: 'notifications/resources/list_changed',
    kind: 'notification',
    from: 'server',
    since: '2024-11-05',
    capability: server('resources.listChanged'),
    summary: 'The list of resources changed',
  },
  {
    method: 'notifications/tools/list_changed',
    kind: 'notification',
    from: 'server',
    since: '2024-11-05',
    capability: server('tools.listChanged'),
    summary: 'The list of tools changed',
  },
  {
    method: 'notifications/prompts/list_changed',
    kind: 'notification',
    from: 'server',
    since: '2024-11-05',
    capability: server('prompts.listChanged'),
    summary: 'The list of prompts changed',
  },

  // The stateless era (2026-07-28).
  {
    method: 'server/discover',
    kind: 'request',
    from: 'client',
    since: '2026-07-28',
    paramsTemplate: {},
    summary: 'Asks what the server is: revisions, capabilities, identity, instructions',
  },
  {
    method: 'subscriptions/listen',
    kind: 'request',
    from: 'client',
    since: '2026-07-28',
    paramsTemplate: { notifications: { toolsListChanged: true, resourcesListChanged: true, promptsListChanged: true } },
    summary: 'Opens a stream of change notifications; the answer ends it',
  },
  {
    method: 'notifications/subscriptions/acknowledged',
    kind: 'notification',
    from: 'server',
    since: '2026-07-28',
    summary: 'The server took a subscriptions/listen and says what it honors',
  },
  // The tasks extension: the server decides what runs as a task; the client follows it.
  {
    method: 'tasks/get',
    kind: 'request',
    from: 'client',
    since: '2026-07-28',
    extension: TASKS_EXTENSION,
    capability: server(`extensions.${TASKS_EXTENSION}`),
    paramsTemplate: { taskId: 'task-1' },
    summary: "Reads a task's status, and its result once done",
  },
  {
    method: 'tasks/update',
    kind: 'request',
    from: 'client',
    since: '2026-07-28',
    extension: TASKS_EXTENSION,
    capability: server(`extensions.${TASKS_EXTENSION}`),
    paramsTemplate: { taskId: 'task-1', inputResponses: {} },
    summary: 'Answers what a task waits on',
  },
  {
    method: 'tasks/cancel',
    kind: 'request',
    from: 'client',
    since: '2026-07-28',
    extension: TASKS_EXTENSION,
    capability: server(`extensions.${TASKS_EXTENSION}`),
    paramsTemplate: { taskId: 'task-1' },
    summary: 'Asks the server to cancel a task',
  },
  {
    method: 'notifications/tasks/status',
    kind: 'notification',
    from: 'server',
    since: '2026-07-28',
    extension: TASKS_EXTENSION,
    paramsTemplate: { taskId: 'task-1', status: 'working' },
    summary: "A task's status changed",
  },
  // The skills extension (SEP-2640), declared in `extensions` from 2025-11-25 on; its files are read with resources/read.
  {
    method: 'skills/list',
    kind: 'request',
    from: 'client',
    since: '2025-11-25',
    extension: SKILLS_EXTENSION,
    capability: server(`extensions.${SKILLS_EXTENSION}`),
    paramsTemplate: {},
    summary: "Lists the skills the server serves, each with its front matter and its files' digests",
  },
  {
    method: 'skills/get',
    kind: 'request',
    from: 'client',
    since: '2025-11-25',
    extension: SKILLS_EXTENSION,
    capability: server(`extensions.${SKILLS_EXTENSION}`),
    paramsTemplate: { uri: 'skill://example/SKILL.md' },
    summary: "Reads one skill's entry by the uri of its SKILL.md",
  },
  {
    method: 'resources/directory/read',
    kind: 'request',
    from: 'client',
    since: '2025-11-25',
    extension: SKILLS_EXTENSION,
    paramsTemplate: { uri: 'skill://example' },
    summary: "Lists a directory resource's direct children (servers that declare directoryRead)",
  },
];

function taskNeed(method: 'tasks/get' | 'tasks/result' | 'tasks/list' | 'tasks/cancel') {
  const path = method === 'tasks/list' ? 'tasks.list' : method === 'tasks/cancel' ? 'tasks.cancel' : 'tasks';
  return { fromClient: server(path), fromServer: client(path) };
}

function completionParams() {
  return { ref: { type: 'ref/prompt', name: 'example' }, argument: { name: 'topic', value: '' } };
}

/** Whether the spec is part of the revision (unknown revisions read as the newest). */
export function inRevision(spec: MethodSpec, revision: string): boolean {
  return revision >= spec.since && (spec.until === undefined || revision < spec.until);
}

const byRevision = new Map<string, MethodSpec[]>();
const byMethodAndRevision = new Map<string, Map<string, MethodSpec>>();
for (const revision of PROTOCOL_REVISIONS) {
  const specs = methodCatalogue.filter((spec) => inRevision(spec, revision));
  byRevision.set(revision, specs);
  byMethodAndRevision.set(revision, new Map(specs.map((spec) => [spec.method, spec])));
}

/** A revision string as the catalogue knows it: a known one, or the newest known at or before it. */
function known(revision: string): string {
  if (byRevision.has(revision)) return revision;
  const earlier = PROTOCOL_REVISIONS.filter((candidate) => candidate <= revision);
  return earlier.at(-1) ?? PROTOCOL_REVISIONS[0];
}

/** Every method and notification of a revision. */
export function methodsFor(revision: string): MethodSpec[] {
  return byRevision.get(known(revision))!.slice();
}

/** The method as a revision defines it; undefined when the revision has no such method. */
export function findMethod(method: string, revision: string): MethodSpec | undefined {
  return byMethodAndRevision.get(known(revision))!.get(method);
}

const byMethod = new Map<string, MethodSpec[]>();
for (const spec of methodCatalogue) byMethod.set(spec.method, [...(byMethod.get(spec.method) ?? []), spec]);

/** Every spec of a method, whatever the revision (one per span of revisions where it differs). */
export function specsNamed(method: string): readonly MethodSpec[] {
  return byMethod.get(method) ?? [];
}

/** The revisions that define a method, oldest first. */
export function revisionsWith(method: string): ProtocolRevision[] {
  return PROTOCOL_REVISIONS.filter((revision) => byMethodAndRevision.get(revision)!.has(method));
}

/** The capability a method needs when `sender` sends it, if any. */
export function capabilityNeeded(spec: MethodSpec, sender: 'client' | 'server'): CapabilityNeed | undefined {
  const need = spec.capability;
  if (!need) return undefined;
  if ('side' in need) return need;
  return sender === 'client' ? need.fromClient : need.fromServer;
}

/**
 * The value at a capability's path, or undefined. Extension names hold dots
 * themselves (`extensions.io.modelcontextprotocol/tasks`): after
 * `extensions.` the rest is one key.
 */
export function capabilityAt(capabilities: unknown, path: string): unknown {
  const keys = path.startsWith('extensions.') ? ['extensions', path.slice('extensions.'.length)] : path.split('.');
  let value: unknown = capabilities;
  for (const key of keys) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    value = Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}

/** Whether capabilities declare a need: an object (or true) at its path; a flag such as `listChanged` must be true. */
export function declares(capabilities: unknown, path: string): boolean {
  const value = capabilityAt(capabilities, path);
  return value === true || (typeof value === 'object' && value !== null);
}

/** A params template for the method on this revision (initialize offers the revision itself). */
export function paramsTemplateFor(method: string, revision: string): Record<string, unknown> | undefined {
  const spec = findMethod(method, revision);
  if (!spec?.paramsTemplate) return undefined;
  const template = structuredClone(spec.paramsTemplate) as Record<string, unknown>;
  if (method === 'initialize') template.protocolVersion = known(revision);
  return template;
}

/**
 * What a name that the revision does not define probably meant:
 * `resources/updated` -> `notifications/resources/updated` (prefix missing),
 * `notifications/logging/message` -> `notifications/message` (same last
 * word, one candidate), then the nearest name by edit distance for typos.
 */
export function suggestMethod(name: string, revision: string): string | undefined {
  if (typeof name !== 'string' || name.length > 200) return undefined;
  const specs = byMethodAndRevision.get(known(revision))!;
  if (specs.has(name)) return undefined;
  const prefixed = `notifications/${name}`;
  if (specs.has(prefixed)) return prefixed;
  if (name.startsWith('notification/') && specs.has(`notifications/${name.slice('notification/'.length)}`))
    return `notifications/${name.slice('notification/'.length)}`;
  // Only among notifications: `tasks/create` is not `elicitation/create`.
  if (name.startsWith('notifications/')) {
    const last = name.slice(name.lastIndexOf('/') + 1);
    const sameLast = [...specs.keys()].filter(
      (method) => method.startsWith('notifications/') && method.slice(method.lastIndexOf('/') + 1) === last,
    );
    if (sameLast.length === 1) return sameLast[0];
  }
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.min(3, Math.floor(name.length / 4)));
  let tie = false;
  for (const method of specs.keys()) {
    const distance = editDistance(name.toLowerCase(), method.toLowerCase(), bestDistance);
    if (distance < bestDistance || (distance === bestDistance && best === undefined)) {
      best = method;
      bestDistance = distance;
      tie = false;
    } else if (distance === bestDistance) tie = true;
  }
  return tie ? undefined : best;
}

/** Levenshtein distance, stopping early once every path is over `limit` (returns limit + 1). */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      current.push(value);
      if (value < rowBest) rowBest = value;
    }
    if (rowBest > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}
