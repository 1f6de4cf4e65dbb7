import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { readSamplingRequest } from '../../../../shared/inbox/read-sampling.ts';
import { SamplingModelAnswers } from '../../../../shared/inbox/sampling-model-answers.ts';
import type { ServerRequestInbox } from '../../../../shared/inbox/server-request-inbox.ts';
import type { ServerRequest } from '../../../../shared/inbox/server-request.ts';
import type { ModelChoice } from '../../../../shared/model/model-choice.ts';
import { samplingServerContext } from '../../../../shared/model/sampling-context.ts';
import { useObservable, useSession } from '../../../lib/session-context.tsx';
import { type ConfiguredModel, fetchModelSettings, modelSettingsKey } from '../../../lib/model-settings.ts';

/** The model code (and the AI SDK) is fetched on the first ask, never with the Requests tab. */
const loadRunner = () => import('../lib/sampling-model-runner.ts');

export interface SamplingModel {
  answers: SamplingModelAnswers;
  /** Models the proxy holds with a model id: the ones a request can go to. */
  ready: readonly ConfiguredModel[];
  settingsError: string | undefined;
  /** Keys whose model code is still loading (a moment on the first ask). */
  loading: ReadonlySet<number>;
  ask: (request: ServerRequest, send?: (result: Record<string, unknown>) => void) => Promise<void>;
  autoApprove: boolean;
  setAutoApprove: (on: boolean) => void;
}

/**
 * Sampling answered by the configured model, for the Requests tab: asked
 * per request (or for each one as it arrives, sent at once, while
 * automatic approval is on); stopped and forgotten when a request ends.
 */
export function useSamplingModel(inbox: ServerRequestInbox, items: readonly ServerRequest[]): SamplingModel {
  const session = useSession();
  const answers = useMemo(() => new SamplingModelAnswers(), []);
  const settings = useQuery({ queryKey: modelSettingsKey, queryFn: fetchModelSettings });
  const ready = useMemo(
    () => (settings.data?.models ?? []).filter((model) => model.model.trim() !== ''),
    [settings.data?.models],
  );
  const [loading, setLoading] = useState<ReadonlySet<number>>(new Set());
  const [autoApprove, setAutoApprove] = useState(false);
  const states = useObservable(answers.states);

  const ask = useCallback(
    async (request: ServerRequest, send?: (result: Record<string, unknown>) => void) => {
      if (answers.isAsking(request.key)) return;
      const choices: ModelChoice[] = ready.map(({ provider, baseUrl, model }) => ({ provider, baseUrl, model }));
      setLoading((keys) => new Set(keys).add(request.key));
      try {
        const runner = await loadRunner();
        const picked = runner.pickSamplingModel(readSamplingRequest(request.params).modelHints, choices);
        if (!picked) {
          await answers.ask(request.key, { model: 'no model', why: 'none is configured' }, async () => ({
            ok: false,
            message:
              'No model is configured: add one in the Chat tab’s Model settings (or start with --llm-base-url and --llm-model)',
          }));
          return;
        }
        // The server's context as the host knows it now: what the request's includeContext may add.
        const server = samplingServerContext(session.state.getSnapshot().server);
        await answers.ask(
          request.key,
          { model: picked.choice.model, why: picked.why },
          (signal) => runner.runSamplingModel(request.params, picked.choice, ready, signal, server),
          send ? { send } : {},
        );
      } finally {
        setLoading((keys) => {
          const next = new Set(keys);
          next.delete(request.key);
          return next;
        });
      }
    },
    [answers, ready, session],
  );

  // A request that ended (answered, withdrawn, connection closed, cleared) stops its model call.
  useEffect(() => {
    const pending = new Set(items.filter((item) => item.status === 'pending').map((item) => item.key));
    for (const key of states.keys()) if (!pending.has(key)) answers.forget(key);
  }, [items, states, answers]);

  // Automatic approval: each waiting sampling request goes to the model, and its answer goes back at once.
  useEffect(() => {
    if (!autoApprove || !settings.isSuccess) return;
    for (const item of items) {
      if (item.status !== 'pending' || item.method !== 'sampling/createMessage') continue;
      if (states.has(item.key) || answers.isAsking(item.key) || loading.has(item.key)) continue;
      void ask(item, (result) => {
        const state = answers.states.getSnapshot().get(item.key);
        inbox.answer(
          item.key,
          result,
          `Answered by the model ${state?.model ?? ''} automatically (Approve sampling automatically)`,
        );
      });
    }
  }, [autoApprove, settings.isSuccess, items, states, loading, answers, ask, inbox]);

  return { answers, ready, settingsError: settings.error?.message, loading, ask, autoApprove, setAutoApprove };
}
