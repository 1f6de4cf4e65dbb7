import {
  APICallError,
  experimental_streamTextLowMemory as streamText,
  type LanguageModel,
  type ModelMessage,
  type ToolSet,
} from 'ai';
import type { StepUsage } from './conversation-entry.ts';
import { yieldTask } from '../lib/yield-task.ts';
import { redactKeys } from './redact-keys.ts';

/** One call to the model, as the engine asks for it. */
export interface StepRequest {
  model: LanguageModel;
  system: string;
  messages: readonly ModelMessage[];
  tools: ToolSet;
  signal: AbortSignal;
  maxOutputTokens?: number;
  temperature?: number;
  stopSequences?: readonly string[];
  /** The request body as sent (keys blanked) and the library's warnings, once the request has left. */
  onRequest?: (body: unknown, warnings: readonly string[]) => void;
  /** The first text or tool call streamed back. */
  onFirstToken?: () => void;
  /** Each piece of text as it streams (the caller batches what it shows). */
  onText?: (delta: string) => void;
  /**
   * Lets the host run between slices of a fast stream (a local server can
   * hand over thousands of parts at once): after `sliceMs` of reading, the
   * loop awaits `pause` (the next task by default).
   */
  pause?: () => Promise<void>;
  sliceMs?: number;
  now?: () => number;
}

/** A tool call as the model streamed it: the parsed input, or the raw text when it was not JSON. */
export interface StreamedToolCall {
  readonly toolCallId: string;
  readonly toolName: string;
  readonly input: unknown;
  /** Set when the library could not parse the arguments: the text as the model sent it. */
  readonly rawText?: string;
}

export interface StepResult {
  readonly text: string;
  readonly toolCalls: readonly StreamedToolCall[];
  /** Undefined when the stream ended without saying why it finished (a cut). */
  readonly finishReason?: string;
  readonly usage?: StepUsage;
  readonly request?: unknown;
  readonly warnings: readonly string[];
  /** What failed: the request, or the stream part-way (the text and calls so far are kept). */
  readonly error?: unknown;
}

/**
 * Streams one model step with the library, none of its own loop: one call,
 * no retries (a 429 is the engine's to honour), tools without `execute`, so
 * every tool call comes back to the engine. Never throws.
 */
export async function streamStep(request: StepRequest): Promise<StepResult> {
  let text = '';
  const toolCalls: StreamedToolCall[] = [];
  let finishReason: string | undefined;
  let usage: StepUsage | undefined;
  let body: unknown;
  let warnings: string[] = [];
  let error: unknown;
  let first = true;
  const now = request.now ?? Date.now;
  const pause = request.pause ?? yieldTask;
  const sliceMs = request.sliceMs ?? 8;
  let sliceStart = now();
  const firstToken = () => {
    if (!first) return;
    first = false;
    request.onFirstToken?.();
  };
  try {
    // One reader of the stream and no replay: streamText's replay tees the stream and keeps every part in the
    // branch nobody reads here, a queue that grows with the answer (100,000 tokens: every part, kept to the end).
    const result = streamText({
      model: request.model,
      system: request.system,
      messages: [...request.messages],
      tools: request.tools,
      maxRetries: 0,
      abortSignal: request.signal,
      include: { requestBody: true },
      ...(request.maxOutputTokens !== undefined ? { maxOutputTokens: request.maxOutputTokens } : {}),
      ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
      ...(request.stopSequences?.length ? { stopSequences: [...request.stopSequences] } : {}),
      // Errors come back as stream parts, reported by the engine; the library's own console report is noise.
      onError: () => {},
    });
    for await (const part of result.fullStream) {
      switch (part.type) {
        case 'start-step':
          body = redactKeys(part.request.body);
          warnings = part.warnings.map(warningText);
          request.onRequest?.(body, warnings);
          break;
        case 'text-delta':
          if (!part.text) break;
          firstToken();
          text += part.text;
          request.onText?.(part.text);
          break;
        case 'tool-input-start':
          firstToken();
          break;
        case 'tool-call': {
          firstToken();
          const invalid = 'invalid' in part && part.invalid === true;
          toolCalls.push({
            toolCallId: part.toolCallId,
            toolName: part.toolName,
            input: part.input,
            ...(invalid && typeof part.input === 'string' ? { rawText: part.input } : {}),
          });
          break;
        }
        case 'finish-step':
          finishReason = part.finishReason;
          usage = stepUsage(part.usage);
          break;
        case 'error':
          error ??= part.error;
          break;
        case 'abort':
          error ??= abortError();
          break;
      }
      if (now() - sliceStart >= sliceMs) {
        await pause();
        sliceStart = now();
      }
    }
  } catch (thrown) {
    error ??= thrown;
  }
  // A request the provider refused (401, 429) never streamed its start: its body is on the error.
  if (body === undefined && APICallError.isInstance(error) && error.requestBodyValues !== undefined)
    body = redactKeys(error.requestBodyValues);
  return {
    text,
    toolCalls,
    ...(finishReason !== undefined && error === undefined ? { finishReason } : {}),
    ...(usage ? { usage } : {}),
    ...(body !== undefined ? { request: body } : {}),
    warnings,
    ...(error !== undefined ? { error } : {}),
  };
}

function stepUsage(usage: {
  inputTokens: number | undefined;
  outputTokens: number | undefined;
  raw?: unknown;
}): StepUsage {
  // OpenRouter (and LiteLLM) report the price of the call as `usage.cost`.
  const cost = (usage.raw as { cost?: unknown } | undefined)?.cost;
  return {
    ...(usage.inputTokens !== undefined ? { inputTokens: usage.inputTokens } : {}),
    ...(usage.outputTokens !== undefined ? { outputTokens: usage.outputTokens } : {}),
    ...(typeof cost === 'number' && Number.isFinite(cost) ? { cost } : {}),
  };
}

function warningText(warning: unknown): string {
  const record = warning as { type?: unknown; feature?: unknown; details?: unknown; message?: unknown };
  if (typeof record.message === 'string') return record.message;
  const what = typeof record.feature === 'string' ? record.feature : String(record.type);
  return typeof record.details === 'string' ? `${what}: ${record.details}` : what;
}

function abortError(): Error {
  const error = new Error('The model call was stopped');
  error.name = 'AbortError';
  return error;
}
