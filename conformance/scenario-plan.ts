import { isRevisionChoice, type RevisionChoice } from '../shared/protocol/revisions.ts';
import type { ServerRequestAnswers } from '../proxy/cli/cli-options.ts';
import {
  conformanceAuthorization,
  readConformanceContext,
  type ConformanceEnv,
  type SessionAuthorization,
} from '../proxy/cli/cli-authorization.ts';
import type { LoadedAnswers } from '../proxy/cli/server-request-answers.ts';

export type { ConformanceEnv };

export interface ToolCall {
  name: string;
  arguments: Record<string, unknown>;
}

/** What the client does for one scenario, decided before any connection. */
export interface ScenarioPlan {
  scenario: string;
  revision: RevisionChoice;
  /** What the client declares and how it answers the server's requests. */
  declared: ServerRequestAnswers;
  answers: LoadedAnswers;
  /** OAuth as the command line does it with the suite's context; absent where the scenario has no OAuth. */
  authorization?: SessionAuthorization;
  /** Calls the context asks for; without them, every listed tool is called once. */
  toolCalls?: ToolCall[];
  /** A tool to call with another listed tool's inputSchema, as listed, under `schema` (the JSON Schema preservation scenario). */
  echoSchema?: { tool: string; of: string };
  /** Besides tools: read every resource and get every prompt, so each method's headers are seen. */
  everyMethod: boolean;
  /**
   * Skills are listed wherever the server declares the extension; this says
   * whether the person then opens each one (SKILL.md read and verified, and a
   * verified skill's files read). The SEP-2640 verification scenarios open
   * them; everywhere else nothing of a skill is read.
   */
  openSkills: boolean;
}

/**
 * The stable release names no revision. Its OAuth scenarios are pinned to
 * the revision they test (2025-11-25, or the one in their name): with
 * `auto`, the server/discover probe's time limit also runs through the
 * authorization. The others negotiate, as a person's client would.
 */
export function stableRevision(scenario: string): RevisionChoice {
  if (!scenario.startsWith('auth/')) return 'auto';
  const named = /^auth\/(\d{4}-\d{2}-\d{2})-/.exec(scenario)?.[1];
  return named && isRevisionChoice(named) ? named : '2025-11-25';
}

/** The scenario and its context, mapped to what a client must do. Throws when the context is not JSON. */
export function planFor(env: ConformanceEnv): ScenarioPlan {
  const scenario = env.MCP_CONFORMANCE_SCENARIO ?? '';
  const context = readConformanceContext(env.MCP_CONFORMANCE_CONTEXT);
  const wire = env.MCP_CONFORMANCE_PROTOCOL_VERSION;
  const plan: ScenarioPlan = {
    scenario,
    revision: wire && isRevisionChoice(wire) ? wire : stableRevision(scenario),
    declared: { elicitation: { kind: 'accept-defaults' }, roots: [] },
    answers: { elicitation: { kind: 'accept-defaults' } },
    everyMethod: true,
    openSkills: scenario.startsWith('sep-2640-client-verify-'),
  };
  const toolCalls = readToolCalls(context.toolCalls);
  if (toolCalls) plan.toolCalls = toolCalls;
  if (scenario === 'json-schema-2020-12-preservation')
    plan.echoSchema = { tool: 'json_schema_echo', of: 'json_schema_2020_12_tool' };
  const sampling = context.samplingResult ?? context.sampling_result;
  if (isRecord(sampling)) {
    plan.declared.sampling = { kind: 'file', file: '(context)' };
    plan.answers.sampling = { kind: 'result', result: sampling };
  }
  const elicitation = context.elicitationResponse ?? context.elicitation_response;
  if (isRecord(elicitation)) plan.answers.elicitation = { kind: 'accept', content: elicitation };
  const authorization = conformanceAuthorization(env);
  if (authorization) plan.authorization = authorization;
  return plan;
}

function readToolCalls(value: unknown): ToolCall[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value
    .filter(isRecord)
    .flatMap((call) =>
      typeof call.name === 'string'
        ? [{ name: call.name, arguments: isRecord(call.arguments) ? call.arguments : {} }]
        : [],
    );
}

/**
 * Arguments for a tool the context says nothing about: each property's
 * default, else a plain value of its type, for the required ones.
 */
export function sampleArguments(inputSchema: unknown): Record<string, unknown> {
  const schema = isRecord(inputSchema) ? inputSchema : {};
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required)
    ? schema.required.filter((name): name is string => typeof name === 'string')
    : [];
  const args: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(properties)) {
    const prop = isRecord(property) ? property : {};
    if (prop.default !== undefined) args[name] = prop.default;
    else if (required.includes(name)) args[name] = sampleValue(prop);
  }
  return args;
}

function sampleValue(schema: Record<string, unknown>): unknown {
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'number':
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return sampleArguments(schema);
    default:
      return 'test';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
