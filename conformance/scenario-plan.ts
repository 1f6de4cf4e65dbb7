import type { OAuthChoices } from '../shared/http/http-target.ts';
import { isRevisionChoice, type RevisionChoice } from '../shared/session/revisions.ts';
import type { ServerRequestAnswers } from '../proxy/cli/cli-options.ts';
import type { ClientCredentials } from '../proxy/cli/client-credentials.ts';
import type { LoadedAnswers } from '../proxy/cli/server-request-answers.ts';

/** What the suite hands the client: the scenario's name, its context (credentials, tool calls) and the wire revision. */
export interface ConformanceEnv {
  MCP_CONFORMANCE_SCENARIO?: string;
  MCP_CONFORMANCE_CONTEXT?: string;
  MCP_CONFORMANCE_PROTOCOL_VERSION?: string;
}

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
  /** The authorization-code flow, its redirect followed by the client itself; absent where the scenario has no OAuth. */
  authorizationCode?: OAuthChoices;
  clientCredentials?: ClientCredentials;
  /** Calls the context asks for; without them, every listed tool is called once. */
  toolCalls?: ToolCall[];
  /** A tool to call with another listed tool's inputSchema, as listed, under `schema` (the JSON Schema preservation scenario). */
  echoSchema?: { tool: string; of: string };
  /** Besides tools: read every resource and get every prompt, so each method's headers are seen. */
  everyMethod: boolean;
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

/** The Client ID Metadata Document URL the suite's CIMD scenarios accept as a client id. */
export const CLIENT_METADATA_URL = 'https://conformance-test.local/client-metadata.json';

/** The scenario and its context, mapped to what a client must do. Throws when the context is not JSON. */
export function planFor(env: ConformanceEnv): ScenarioPlan {
  const scenario = env.MCP_CONFORMANCE_SCENARIO ?? '';
  const context = readContext(env.MCP_CONFORMANCE_CONTEXT);
  const wire = env.MCP_CONFORMANCE_PROTOCOL_VERSION;
  const plan: ScenarioPlan = {
    scenario,
    revision: wire && isRevisionChoice(wire) ? wire : stableRevision(scenario),
    declared: { elicitation: { kind: 'accept-defaults' }, roots: [] },
    answers: { elicitation: { kind: 'accept-defaults' } },
    everyMethod: true,
  };
  const toolCalls = readToolCalls(context.toolCalls);
  if (toolCalls) plan.toolCalls = toolCalls;
  if (scenario === 'json-schema-2020-12-preservation') plan.echoSchema = { tool: 'json_schema_echo', of: 'json_schema_2020_12_tool' };
  const sampling = context.samplingResult ?? context.sampling_result;
  if (isRecord(sampling)) {
    plan.declared.sampling = { kind: 'file', file: '(context)' };
    plan.answers.sampling = { kind: 'result', result: sampling };
  }
  const elicitation = context.elicitationResponse ?? context.elicitation_response;
  if (isRecord(elicitation)) plan.answers.elicitation = { kind: 'accept', content: elicitation };

  const clientId = str(context.client_id);
  if (scenario === 'auth/client-credentials-jwt' && clientId) {
    plan.clientCredentials = { kind: 'private-key-jwt', clientId, privateKeyPem: str(context.private_key_pem) ?? '', algorithm: str(context.signing_algorithm) ?? 'ES256' };
  } else if (scenario === 'auth/client-credentials-basic' && clientId) {
    plan.clientCredentials = { kind: 'secret', clientId, clientSecret: str(context.client_secret) ?? '' };
  } else if (scenario.startsWith('auth/')) {
    const secret = str(context.client_secret);
    plan.authorizationCode = clientId ? { clientId, ...(secret ? { clientSecret: secret } : {}) } : { clientMetadataUrl: CLIENT_METADATA_URL };
  }
  return plan;
}

function readContext(text: string | undefined): Record<string, unknown> {
  if (!text) return {};
  const value = JSON.parse(text) as unknown;
  return isRecord(value) ? value : {};
}

function readToolCalls(value: unknown): ToolCall[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter(isRecord).flatMap((call) => (typeof call.name === 'string' ? [{ name: call.name, arguments: isRecord(call.arguments) ? call.arguments : {} }] : []));
}

/**
 * Arguments for a tool the context says nothing about: each property's
 * default, else a plain value of its type, for the required ones.
 */
export function sampleArguments(inputSchema: unknown): Record<string, unknown> {
  const schema = isRecord(inputSchema) ? inputSchema : {};
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required.filter((name): name is string => typeof name === 'string') : [];
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

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
