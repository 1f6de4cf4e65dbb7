import type { Finding } from '../diagnose/finding.ts';

/**
 * A sampling/createMessage request read leniently for a person: whatever
 * the server sent is kept (content blocks stay raw for the content view),
 * and what does not fit is a `sampling-request-shape` finding, never dropped.
 */
export interface SamplingMessageView {
  /** Where the message is in the request frame (`/params/messages/2`): messages that are not objects are skipped. */
  at: string;
  role: string;
  /** One block or several (2025-11-25 allows an array); kept as sent, block by block. */
  content: readonly unknown[];
}

export interface SamplingToolView {
  name: string;
  description?: string;
  inputSchema?: unknown;
}

export interface SamplingRequestView {
  messages: readonly SamplingMessageView[];
  systemPrompt?: string;
  maxTokens?: number;
  temperature?: number;
  stopSequences?: readonly string[];
  includeContext?: string;
  /** Model hints by name, and the three priorities when given. */
  modelHints: readonly string[];
  priorities: readonly { name: string; value: number }[];
  tools: readonly SamplingToolView[];
  /** `auto`, `required` or `none`, as sent. */
  toolChoice?: string;
  metadata?: unknown;
  findings: readonly Finding[];
}

type Rec = Record<string, unknown>;
const isRec = (value: unknown): value is Rec => typeof value === 'object' && value !== null && !Array.isArray(value);

export function readSamplingRequest(params: Rec | undefined): SamplingRequestView {
  const findings: Finding[] = [];
  const off = (at: string, message: string) =>
    findings.push({ rule: 'sampling-request-shape', severity: 'error', pointer: at, source: 'MCP', message });
  const source = params ?? {};
  const messages: SamplingMessageView[] = [];
  if (Array.isArray(source.messages)) {
    source.messages.forEach((message, index) => {
      const at = `/params/messages/${index}`;
      if (!isRec(message)) {
        off(at, `messages[${index}] is not an object`);
        return;
      }
      if (typeof message.role !== 'string') off(`${at}/role`, `messages[${index}] has no role`);
      const content = Array.isArray(message.content)
        ? message.content
        : message.content === undefined
          ? []
          : [message.content];
      if (message.content === undefined) off(`${at}/content`, `messages[${index}] has no content`);
      messages.push({ at, role: typeof message.role === 'string' ? message.role : '(no role)', content });
    });
  } else off('/params/messages', '"messages" is missing or not an array');
  if (typeof source.maxTokens !== 'number') off('/params/maxTokens', '"maxTokens" is missing or not a number');

  const preferences = isRec(source.modelPreferences) ? source.modelPreferences : {};
  const modelHints = Array.isArray(preferences.hints)
    ? preferences.hints.flatMap((hint) => (isRec(hint) && typeof hint.name === 'string' ? [hint.name] : []))
    : [];
  const priorities = (['intelligencePriority', 'speedPriority', 'costPriority'] as const).flatMap((name) =>
    typeof preferences[name] === 'number' ? [{ name, value: preferences[name] }] : [],
  );

  const tools: SamplingToolView[] = Array.isArray(source.tools)
    ? source.tools.flatMap((tool) =>
        isRec(tool) && typeof tool.name === 'string'
          ? [
              {
                name: tool.name,
                ...(typeof tool.description === 'string' ? { description: tool.description } : {}),
                ...(tool.inputSchema !== undefined ? { inputSchema: tool.inputSchema } : {}),
              },
            ]
          : [],
      )
    : [];
  const toolChoice =
    isRec(source.toolChoice) && typeof source.toolChoice.mode === 'string' ? source.toolChoice.mode : undefined;

  return {
    messages,
    ...(typeof source.systemPrompt === 'string' ? { systemPrompt: source.systemPrompt } : {}),
    ...(typeof source.maxTokens === 'number' ? { maxTokens: source.maxTokens } : {}),
    ...(typeof source.temperature === 'number' ? { temperature: source.temperature } : {}),
    ...(Array.isArray(source.stopSequences)
      ? { stopSequences: source.stopSequences.filter((item): item is string => typeof item === 'string') }
      : {}),
    ...(typeof source.includeContext === 'string' ? { includeContext: source.includeContext } : {}),
    modelHints,
    priorities,
    tools,
    ...(toolChoice ? { toolChoice } : {}),
    ...(source.metadata !== undefined ? { metadata: source.metadata } : {}),
    findings,
  };
}

/** What the person writes back. */
export interface SamplingReplyDraft {
  role: 'assistant' | 'user';
  kind: 'text' | 'tool_use';
  text: string;
  /** For a tool_use reply: the offered tool and its input as JSON text. */
  toolName: string;
  toolInput: string;
  model: string;
  stopReason: string;
}

export function initialSamplingDraft(view: SamplingRequestView): SamplingReplyDraft {
  return {
    role: 'assistant',
    kind: 'text',
    text: '',
    toolName: view.tools[0]?.name ?? '',
    toolInput: '{}',
    model: view.modelHints[0] ?? 'mcp-loupe',
    stopReason: 'endTurn',
  };
}

/** The CreateMessageResult for a draft, or why it cannot be sent yet. */
export function samplingResult(
  draft: SamplingReplyDraft,
  newId: () => string = () => `toolu_${Math.random().toString(36).slice(2, 10)}`,
): { result: Rec } | { problem: string } {
  if (!draft.model.trim()) return { problem: 'Name the model that answered' };
  if (draft.kind === 'text') {
    return {
      result: {
        role: draft.role,
        content: { type: 'text', text: draft.text },
        model: draft.model,
        ...(draft.stopReason ? { stopReason: draft.stopReason } : {}),
      },
    };
  }
  if (!draft.toolName) return { problem: 'Choose the tool the reply calls' };
  let input: unknown;
  try {
    input = JSON.parse(draft.toolInput);
  } catch (error) {
    return { problem: `The tool input is not JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (!isRec(input)) return { problem: 'The tool input must be a JSON object' };
  return {
    result: {
      role: draft.role,
      content: [{ type: 'tool_use', id: newId(), name: draft.toolName, input }],
      model: draft.model,
      stopReason: draft.stopReason || 'toolUse',
    },
  };
}
