import { generateText, jsonSchema, type ToolSet } from 'ai';
import { findingMessages, type Finding } from '../diagnose/finding.ts';
import { readSamplingRequest, type SamplingReplyDraft } from '../inbox/read-sampling.ts';
import { isRecord } from '../lib/guards.ts';
import type { StepUsage } from './conversation-entry.ts';
import type { ModelAccess } from './model-access.ts';
import { choiceBaseUrl, type ModelChoice } from './model-choice.ts';
import { describeProviderFailure, type ProviderFailure } from './provider-failure.ts';
import { redactKeys } from './redact-keys.ts';
import { includeServerContext, type SamplingServerContext } from './sampling-context.ts';
import { samplingMessages } from './sampling-messages.ts';

/** A model's answer to a sampling/createMessage request, for the person to read, edit and approve. */
export interface SamplingAnswer {
  /** The CreateMessageResult to send back; absent when the model call failed. */
  readonly result?: Record<string, unknown>;
  /** The same answer as the Requests inbox's reply form holds it, to edit before sending. */
  readonly draft?: SamplingReplyDraft;
  readonly failure?: ProviderFailure;
  readonly choice: ModelChoice;
  readonly usage?: StepUsage;
  readonly totalMs: number;
  /** The request body as sent to the provider (no key). */
  readonly request?: unknown;
  /**
   * What became of the request's fields a model cannot take as they are: the
   * context included (or why none was), priorities shown but not acted on, a
   * rate limit waited out. Info findings, the inspector's (as the host) or the model's.
   */
  readonly findings: readonly Finding[];
  /** Exactly the text added to the request's system prompt for its includeContext; absent when nothing was. */
  readonly addedContext?: string;
  /** The findings' sentences (kept for readers of the first cut). */
  readonly notes: readonly string[];
}

export interface AnswerSamplingOptions {
  signal?: AbortSignal;
  now?: () => number;
  /** Waits for a 429's retry-after (honoured once, up to a minute). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** The server that asked, as the host knows it: what includeContext `thisServer` / `allServers` adds (see samplingServerContext). */
  server?: SamplingServerContext;
}

/** Which of the configured models a request's hints pick: the first whose id contains a hint, in the hints' order. */
export function matchModelHints(
  hints: readonly string[],
  choices: readonly ModelChoice[],
): { choice: ModelChoice; hint?: string } | undefined {
  for (const hint of hints) {
    const wanted = hint.trim().toLowerCase();
    if (!wanted) continue;
    const choice = choices.find((candidate) => candidate.model.toLowerCase().includes(wanted));
    if (choice) return { choice, hint };
  }
  return choices[0] ? { choice: choices[0] } : undefined;
}

const stopReasons: Record<string, string> = {
  stop: 'endTurn',
  length: 'maxTokens',
  'tool-calls': 'toolUse',
  'content-filter': 'contentFilter',
};

/**
 * Asks the model once for a sampling/createMessage request: its messages,
 * systemPrompt, maxTokens, temperature, stopSequences and (2025-11-25) its
 * tools and toolChoice, as given; its includeContext acted on as a host
 * would (the server's instructions added to the system prompt). Never throws: a failure is said with its
 * cause, and nothing is sent back without the person (or their automatic
 * approval) deciding.
 */
export async function answerSamplingWithModel(
  params: Record<string, unknown> | undefined,
  choice: ModelChoice,
  access: ModelAccess,
  options: AnswerSamplingOptions = {},
): Promise<SamplingAnswer> {
  const now = options.now ?? Date.now;
  const started = now();
  const view = readSamplingRequest(params);
  const context = includeServerContext(view.includeContext, view.systemPrompt, options.server);
  const findings: Finding[] = [...context.findings];
  if (view.priorities.length)
    findings.push({
      rule: 'sampling-priorities-shown',
      severity: 'info',
      pointer: '/params/modelPreferences',
      source: 'MCP',
      message: `Priorities (${view.priorities.map((priority) => `${priority.name} ${priority.value}`).join(', ')}) are shown, not acted on: the model is the one configured`,
      cause: 'host',
    });
  const said = () => ({
    findings,
    notes: findingMessages(findings),
    ...(context.added !== undefined ? { addedContext: context.added } : {}),
  });
  const tools: ToolSet = {};
  for (const tool of view.tools)
    tools[tool.name] = {
      ...(tool.description ? { description: tool.description } : {}),
      inputSchema: jsonSchema((isRecord(tool.inputSchema) ? tool.inputSchema : { type: 'object' }) as never),
    };
  const toolChoice = view.toolChoice === 'required' || view.toolChoice === 'none' ? view.toolChoice : 'auto';

  const ask = async () => {
    const model = access.languageModel(choice);
    return generateText({
      model,
      ...(context.system ? { system: context.system } : {}),
      messages: samplingMessages(view.messages),
      ...(view.tools.length ? { tools, toolChoice } : {}),
      ...(view.maxTokens !== undefined ? { maxOutputTokens: view.maxTokens } : {}),
      ...(view.temperature !== undefined ? { temperature: view.temperature } : {}),
      ...(view.stopSequences?.length ? { stopSequences: [...view.stopSequences] } : {}),
      maxRetries: 0,
      include: { requestBody: true },
      ...(options.signal ? { abortSignal: options.signal } : {}),
    });
  };

  let waited = false;
  for (;;) {
    try {
      const answer = await ask();
      const calls = answer.toolCalls;
      const content: Record<string, unknown>[] = [
        ...(answer.text ? [{ type: 'text', text: answer.text }] : []),
        ...calls.map((call) => ({ type: 'tool_use', id: call.toolCallId, name: call.toolName, input: call.input })),
      ];
      const modelId = answer.response.modelId || choice.model;
      // The library folds a stop sequence into `stop`; the provider's own reason tells them apart.
      const stopReason = /stop_sequence/.test(answer.rawFinishReason ?? '')
        ? 'stopSequence'
        : (stopReasons[answer.finishReason] ?? (answer.finishReason === 'other' ? 'endTurn' : answer.finishReason));
      const result = {
        role: 'assistant',
        // One text block is sent as an object, as every revision takes; tool use needs the 2025-11-25 array.
        content: content.length === 1 && !calls.length ? content[0] : content,
        model: modelId,
        stopReason: calls.length ? 'toolUse' : stopReason,
      };
      const usage: StepUsage = {
        ...(answer.usage.inputTokens !== undefined ? { inputTokens: answer.usage.inputTokens } : {}),
        ...(answer.usage.outputTokens !== undefined ? { outputTokens: answer.usage.outputTokens } : {}),
      };
      const first = calls[0];
      return {
        result,
        draft: {
          role: 'assistant',
          kind: first ? 'tool_use' : 'text',
          text: answer.text,
          toolName: first?.toolName ?? view.tools[0]?.name ?? '',
          toolInput: first ? JSON.stringify(first.input, null, 2) : '{}',
          model: modelId,
          stopReason: result.stopReason,
        },
        choice,
        usage,
        totalMs: now() - started,
        request: redactKeys(answer.request.body),
        ...said(),
      };
    } catch (error) {
      const failure = describeProviderFailure(error, choice, choiceBaseUrl(choice), now);
      const wait = failure.retryAfterMs;
      if (failure.reason === 'rate-limited' && wait !== undefined && wait <= 60_000 && !waited) {
        waited = true;
        findings.push({
          rule: 'sampling-model-waited',
          severity: 'info',
          pointer: '',
          source: 'HTTP',
          message: `${failure.message}: waited once, as it asked`,
          cause: 'model',
        });
        await (options.sleep ?? sleep)(wait, options.signal);
        if (!options.signal?.aborted) continue;
      }
      return { failure, choice, totalMs: now() - started, ...said() };
    }
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
