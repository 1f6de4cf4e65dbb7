import { readFileSync } from 'node:fs';
import { userRejectedCode } from '../../shared/inbox/auto-reply.ts';
import type { ServerRequestInbox } from '../../shared/inbox/server-request-inbox.ts';
import type { Reply } from '../../shared/inbox/server-request.ts';
import { buildFormModel } from '../../shared/schema-form/build-fields.ts';
import { initialArguments } from '../../shared/schema-form/initial-value.ts';
import type { SamplingServerContext } from '../../shared/model/sampling-context.ts';
import type { ClientSettings } from '../../shared/session/client-settings.ts';
import { ArgsError } from './arg-values.ts';
import type { ServerRequestAnswers } from './cli-options.ts';
import { type ModelSampling, sampleWithModel } from './server-request-answers-model.ts';

/** The answers with their files read: what goes back is known before the server asks. */
export interface LoadedAnswers {
  elicitation?:
    | { kind: 'accept-defaults' }
    | { kind: 'accept'; content: Record<string, unknown> }
    | { kind: 'decline' }
    | { kind: 'cancel' };
  sampling?: { kind: 'result'; result: Record<string, unknown> } | { kind: 'decline' } | ModelSampling;
}

/** Reads the files `--elicitation FILE` and `--sampling FILE` name; a file that is missing or not a JSON object is a usage error. */
export function loadAnswers(
  answers: ServerRequestAnswers,
  readFile: (path: string) => string = (path) => readFileSync(path, 'utf8'),
  /** For `--sampling model`: the configured models (`--llm-*`), made ready when it is given. */
  model?: () => ModelSampling,
): LoadedAnswers {
  const loaded: LoadedAnswers = {};
  const { elicitation, sampling } = answers;
  if (elicitation)
    loaded.elicitation =
      elicitation.kind === 'accept-file'
        ? { kind: 'accept', content: readObject('--elicitation', elicitation.file, readFile) }
        : elicitation;
  if (sampling?.kind === 'model') {
    if (!model) throw new ArgsError('--sampling model needs a model (--llm-provider, --llm-base-url, --llm-model)');
    loaded.sampling = model();
  } else if (sampling)
    loaded.sampling =
      sampling.kind === 'file'
        ? { kind: 'result', result: readObject('--sampling', sampling.file, readFile) }
        : sampling;
  return loaded;
}

function readAnswerFile(option: string, file: string, readFile: (path: string) => string): string {
  try {
    return readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ArgsError(
      `${option} ${JSON.stringify(file)}: ${code === 'ENOENT' ? 'no such file' : (error as Error).message} (expected accept-defaults, decline, cancel or a JSON file)`,
    );
  }
}

/** The JSON object a file holds, or the value itself when it is one (`{...}`, as a copied replay gives it). */
function readObject(option: string, file: string, readFile: (path: string) => string): Record<string, unknown> {
  const text = file.trimStart().startsWith('{') ? file : readAnswerFile(option, file, readFile);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ArgsError(`${option} ${JSON.stringify(file)} is not JSON: ${(error as Error).message}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ArgsError(`${option} ${JSON.stringify(file)} must hold a JSON object`);
  return value as Record<string, unknown>;
}

/**
 * What the CLI declares: only what it can answer. URL-mode elicitation only
 * when the answer needs nobody to open the link (decline, cancel); no tasks,
 * since nobody follows them. MCP Apps, as the page: the same tools listed.
 */
export function clientSettingsFor(answers: ServerRequestAnswers): ClientSettings {
  const elicitation = answers.elicitation?.kind;
  return {
    sampling: answers.sampling !== undefined,
    samplingTools: answers.sampling !== undefined,
    elicitationForm: elicitation !== undefined,
    elicitationUrl: elicitation === 'decline' || elicitation === 'cancel',
    roots: answers.roots.length > 0,
    rootsListChanged: false,
    tasks: false,
    // Declared as the page does, so a server lists the same tools to both; the CLI prints a tool's app and reads its resource.
    apps: true,
  };
}

/** The reply to one of the server's requests, and how the inbox words who gave it; undefined when none was given for it. */
export function replyFor(
  method: string,
  params: Record<string, unknown> | undefined,
  answers: LoadedAnswers,
): { reply: Reply; outcome: string } | undefined {
  if (method === 'elicitation/create' && answers.elicitation) {
    const answer = answers.elicitation;
    switch (answer.kind) {
      case 'accept-defaults':
        return {
          reply: { result: { action: 'accept', content: initialArguments(buildFormModel(params?.requestedSchema)) } },
          outcome: 'Accepted with the defaults of its schema (--elicitation accept-defaults)',
        };
      case 'accept':
        return {
          reply: { result: { action: 'accept', content: answer.content } },
          outcome: 'Accepted with the content of --elicitation FILE',
        };
      default:
        return {
          reply: { result: { action: answer.kind } },
          outcome: `${answer.kind === 'decline' ? 'Declined' : 'Cancelled'} (--elicitation ${answer.kind})`,
        };
    }
  }
  if (method === 'sampling/createMessage' && answers.sampling && answers.sampling.kind !== 'model') {
    const answer = answers.sampling;
    if (answer.kind === 'decline')
      return {
        reply: { error: { code: userRejectedCode, message: 'User rejected sampling request' } },
        outcome: 'Declined (--sampling decline)',
      };
    return { reply: { result: answer.result }, outcome: 'Answered with the result in --sampling FILE' };
  }
  return undefined;
}

/**
 * Answers the server's requests as they reach the inbox, JSON-RPC requests
 * and 2026-07-28 input_required rounds alike. `server`: the connected server
 * as the host knows it, for a model's sampling answer whose request asks for
 * its context. Returns what stops answering.
 */
export function answerServerRequests(
  inbox: ServerRequestInbox,
  answers: LoadedAnswers,
  server: () => SamplingServerContext | undefined = () => undefined,
): () => void {
  const taken = new Set<number>();
  // A model's answer in progress, by inbox key: stopped when the server withdraws the request or answering stops.
  const asking = new Map<number, AbortController>();
  const sweep = () => {
    for (const item of inbox.items.getSnapshot()) {
      if (item.status !== 'pending') {
        asking.get(item.key)?.abort();
        asking.delete(item.key);
      }
      if (item.status !== 'pending' || taken.has(item.key)) continue;
      const sampling = answers.sampling;
      if (item.method === 'sampling/createMessage' && sampling?.kind === 'model') {
        taken.add(item.key);
        const controller = new AbortController();
        asking.set(item.key, controller);
        void sampleWithModel(item.params, sampling, controller.signal, server()).then(({ reply, outcome }) => {
          asking.delete(item.key);
          if ('result' in reply) inbox.answer(item.key, reply.result, outcome);
          else inbox.reject(item.key, reply.error, outcome);
        });
        continue;
      }
      const answer = replyFor(item.method, item.params, answers);
      if (!answer) continue;
      taken.add(item.key);
      const { reply, outcome } = answer;
      // The inbox tells of a request before it starts waiting for the answer: answer once it waits.
      queueMicrotask(() => {
        if ('result' in reply) inbox.answer(item.key, reply.result, outcome);
        else inbox.reject(item.key, reply.error, outcome);
      });
    }
  };
  sweep();
  const unsubscribe = inbox.items.subscribe(sweep);
  return () => {
    unsubscribe();
    for (const controller of asking.values()) controller.abort();
  };
}
