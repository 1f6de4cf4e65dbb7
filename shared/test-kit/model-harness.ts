import { afterEach, beforeAll } from 'vitest';
import { type ScriptedProvider, type ScriptedReply, start } from '../../e2e/fixtures/model/scripted-provider.mjs';
import { Conversation, type ConversationOptions } from '../model/conversation.ts';
import { directModelAccess } from '../model/model-access.ts';
import type { ModelChoice, ProviderKind } from '../model/model-choice.ts';
import { toolCallSession } from '../tool-call/run-tool-call.ts';
import { bridgedSession } from './bridged-session.ts';
import type { ScriptedServer } from './scripted-server.ts';

/** The tools the harness's server lists: `echo` (a required string), `add` (two numbers), and `refresh`, for apps only. */
export const harnessTools = [
  {
    name: 'echo',
    description: 'Echoes a message back.',
    inputSchema: {
      type: 'object',
      properties: { message: { type: 'string' } },
      required: ['message'],
      additionalProperties: false,
    },
  },
  {
    name: 'add',
    description: 'Adds two numbers.',
    inputSchema: { type: 'object', properties: { a: { type: 'number' }, b: { type: 'number' } }, required: ['a', 'b'] },
  },
  {
    name: 'refresh',
    description: 'Refreshes the view (apps only).',
    inputSchema: { type: 'object' },
    _meta: { ui: { visibility: ['app'] } },
  },
];

export const harnessInstructions = 'Always echo in capitals.';

/** A 2025-06-18 server with instructions and the harness's tools; echo answers `echo: <message>`, add the sum. */
export function toolServer(): ScriptedServer {
  return (request) => {
    switch (request.method) {
      case 'initialize':
        return {
          result: {
            protocolVersion: '2025-06-18',
            capabilities: { tools: {} },
            serverInfo: { name: 'tools', version: '1.0.0' },
            instructions: harnessInstructions,
          },
        };
      case 'tools/list':
        return { result: { tools: harnessTools } };
      case 'tools/call': {
        const params = request.params as { name?: string; arguments?: Record<string, unknown> };
        const args = params.arguments ?? {};
        if (params.name === 'echo')
          return { result: { content: [{ type: 'text', text: `echo: ${String(args.message)}` }] } };
        if (params.name === 'add')
          return { result: { content: [{ type: 'text', text: String(Number(args.a) + Number(args.b)) }] } };
        return { result: { content: [{ type: 'text', text: `Unknown tool ${String(params.name)}` }], isError: true } };
      }
      default:
        return { error: { code: -32601, message: 'Method not found' } };
    }
  };
}

/**
 * The page's session connected to the harness's server over a scripted
 * bridge, and conversations with a model at `baseUrl` (a scripted provider)
 * reached directly with the key given. `server`: another stdio server than toolServer().
 */
export async function modelHarness(options: { key?: string; server?: ScriptedServer } = {}) {
  const { session, sockets, log } = bridgedSession({ bridge: () => ({ server: options.server ?? toolServer() }) });
  await session.connect({ kind: 'stdio', command: 'node', args: ['tools.js'], env: {} });
  const access = directModelAccess(() => options.key ?? 'sk-harness');
  const conversation = (choice: ModelChoice, more: Partial<ConversationOptions> = {}) =>
    new Conversation({
      session: toolCallSession(session),
      choice,
      access,
      // Text is shown as soon as it streams: the tests read it, not the batching.
      schedule: (flush) => queueMicrotask(flush),
      ...more,
    });
  return { session, sockets, log, access, conversation };
}

/**
 * For a test file: `scripted(script)` starts a scripted provider (a real HTTP server on 127.0.0.1) answering with the
 * script, and each is closed after its test; `latest()` is the one the running test started last. It also quiets the
 * provider library's console warnings about settings it guesses (Anthropic's max tokens for an unknown model id).
 */
export function scriptedProviders() {
  let latest: ScriptedProvider | undefined;
  beforeAll(() => {
    (globalThis as { AI_SDK_LOG_WARNINGS?: false }).AI_SDK_LOG_WARNINGS = false;
  });
  afterEach(async () => {
    await latest?.close();
    latest = undefined;
  });
  return {
    scripted: async (script: ScriptedReply[]): Promise<ScriptedProvider> => {
      latest = await start({ script });
      return latest;
    },
    latest: (): ScriptedProvider | undefined => latest,
  };
}

/** The choice of the model `scripted-model` at a scripted provider, spoken to as `kind`. */
export const scriptedChoice = (provider: ScriptedProvider, kind: ProviderKind = 'openai-compatible'): ModelChoice => ({
  provider: kind,
  baseUrl: provider.baseUrl,
  model: 'scripted-model',
});
