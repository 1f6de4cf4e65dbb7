import { CfWorkerJsonSchemaValidator } from '@modelcontextprotocol/client/validators/cf-worker';
import { pointer, type Finding } from '../diagnose/finding.ts';
import { schemaFailures } from '../diagnose/schema-failures.ts';
import { isRecord } from '../lib/guards.ts';
import type { OfferedTool } from './offered-tools.ts';

const validator = new CfWorkerJsonSchemaValidator({ shortcircuit: false });

/** A tool call as the model made it, judged before it reaches the server. */
export interface CheckedToolCall {
  /** The arguments as an object, when they are one. */
  readonly args?: Record<string, unknown>;
  /** The arguments as the model sent them, as text. */
  readonly argsText: string;
  /** Each the model's fault. */
  readonly findings: readonly Finding[];
}

const source = 'MCP';

/**
 * What is wrong with a model's tool call: a tool it was not offered,
 * arguments that are not a JSON object, or arguments the tool's
 * inputSchema refuses. `input` is what the library parsed; `rawText` the
 * text when the library could not parse it. Pointers are in the call's
 * `tools/call` params (`/params/arguments/city`).
 */
export function checkModelToolCall(
  offered: readonly OfferedTool[],
  toolName: string,
  input: unknown,
  rawText?: string,
): CheckedToolCall {
  const findings: Finding[] = [];
  const argsText = rawText ?? (typeof input === 'string' ? input : (JSON.stringify(input) ?? ''));
  const say = (rule: Finding['rule'], at: string, message: string) =>
    findings.push({ rule, severity: 'error', pointer: at, source, message, cause: 'model' });
  const tool = offered.find((candidate) => candidate.name === toolName);
  if (tool === undefined)
    say(
      'model-tool-unknown',
      '/params/name',
      `The model called ${JSON.stringify(toolName)}, a tool it was not offered`,
    );

  let args: Record<string, unknown> | undefined;
  if (rawText !== undefined || typeof input === 'string') {
    const text = rawText ?? (input as string);
    try {
      const parsed: unknown = text.trim() === '' ? {} : JSON.parse(text);
      if (isRecord(parsed)) args = parsed;
      else
        say(
          'model-tool-args-not-json',
          '/params/arguments',
          `The model's arguments are JSON but not an object: ${clip(text)}`,
        );
    } catch (error) {
      say(
        'model-tool-args-not-json',
        '/params/arguments',
        `The model's arguments are not valid JSON (${(error as Error).message}): ${clip(text)}`,
      );
    }
  } else if (isRecord(input)) args = input;
  else
    say('model-tool-args-not-json', '/params/arguments', `The model's arguments are not an object: ${clip(argsText)}`);

  if (tool !== undefined && args !== undefined) findings.push(...schemaFindings(tool.listed, args));
  return { ...(args !== undefined ? { args } : {}), argsText, findings };
}

/** Where the arguments break the tool's inputSchema, as the model's findings. */
export function schemaFindings(listed: unknown, args: Record<string, unknown>): Finding[] {
  const schema = isRecord(listed) ? listed.inputSchema : undefined;
  if (!isRecord(schema)) return [];
  let check: ReturnType<typeof validator.getValidator>;
  try {
    check = validator.getValidator(schema as Parameters<typeof validator.getValidator>[0]);
  } catch {
    // A schema the validator cannot take says nothing of the model; the server's own findings name the schema.
    return [];
  }
  const verdict = check(args);
  if (verdict.valid) return [];
  return schemaFailures(verdict.errorMessage).map(
    ({ keys, text }): Finding => ({
      rule: 'model-tool-args-schema',
      severity: 'error',
      pointer: pointer('params', 'arguments', ...keys),
      source,
      message: `The model's arguments${keys.length ? `.${keys.join('.')}` : ''} break the tool's inputSchema: ${text}`,
      cause: 'model',
    }),
  );
}

function clip(text: string): string {
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
