import { describe, expect, it, vi } from 'vitest';
import type { SamplingReplyDraft } from './read-sampling.ts';
import { type ModelSamplingOutcome, SamplingModelAnswers } from './sampling-model-answers.ts';

const pick = { model: 'scripted-model', why: 'the request names no model: the configured model scripted-model' };
const draft: SamplingReplyDraft = {
  role: 'assistant',
  kind: 'text',
  text: 'from the model',
  toolName: '',
  toolInput: '{}',
  model: 'scripted-model',
  stopReason: 'endTurn',
};
const answered: ModelSamplingOutcome = {
  ok: true,
  result: { role: 'assistant', content: { type: 'text', text: 'from the model' } },
  draft,
  findings: [],
};

/** A run the test settles by hand, with the signal it was given. */
function heldRun() {
  let settle!: (outcome: ModelSamplingOutcome) => void;
  let signal!: AbortSignal;
  const run = (given: AbortSignal) => {
    signal = given;
    return new Promise<ModelSamplingOutcome>((resolve) => (settle = resolve));
  };
  return { run, settle: (outcome: ModelSamplingOutcome) => settle(outcome), signal: () => signal };
}

describe('SamplingModelAnswers', () => {
  it('says the model is working, then holds its draft for the person (nothing sent)', async () => {
    const answers = new SamplingModelAnswers();
    const held = heldRun();
    const send = vi.fn();
    const asked = answers.ask(1, pick, held.run);
    expect(answers.states.getSnapshot().get(1)).toEqual({ status: 'asking', ...pick });
    held.settle(answered);
    await asked;
    expect(answers.states.getSnapshot().get(1)).toEqual({
      status: 'drafted',
      draft,
      findings: [],
      sent: false,
      ...pick,
    });
    expect(send).not.toHaveBeenCalled();
  });

  it('sends at once when asked to (automatic approval)', async () => {
    const answers = new SamplingModelAnswers();
    const send = vi.fn();
    await answers.ask(1, pick, async () => answered, { send });
    expect(send).toHaveBeenCalledWith(answered.result);
    expect(answers.states.getSnapshot().get(1)).toMatchObject({ status: 'drafted', sent: true });
  });

  it('a cancel aborts the provider call and drops the late answer: nothing is sent or drafted', async () => {
    const answers = new SamplingModelAnswers();
    const held = heldRun();
    const send = vi.fn();
    const asked = answers.ask(1, pick, held.run, { send });
    answers.cancel(1);
    expect(held.signal().aborted).toBe(true);
    expect(answers.states.getSnapshot().get(1)).toEqual({ status: 'cancelled', ...pick });
    held.settle(answered);
    await asked;
    expect(send).not.toHaveBeenCalled();
    expect(answers.states.getSnapshot().get(1)?.status).toBe('cancelled');
  });

  it('a provider fault is kept as said, and a thrown error likewise; the request can be asked again', async () => {
    const answers = new SamplingModelAnswers();
    await answers.ask(1, pick, async () => ({ ok: false, message: 'The provider refused the API key (401)' }));
    expect(answers.states.getSnapshot().get(1)).toEqual({
      status: 'failed',
      message: 'The provider refused the API key (401)',
      ...pick,
    });
    await answers.ask(2, pick, async () => {
      throw new Error('The proxy holds no openai-compatible model');
    });
    expect(answers.states.getSnapshot().get(2)).toMatchObject({
      status: 'failed',
      message: 'The proxy holds no openai-compatible model',
    });
    await answers.ask(1, pick, async () => answered);
    expect(answers.states.getSnapshot().get(1)?.status).toBe('drafted');
  });

  it('one ask at a time per request; a request that ended is forgotten and its call stopped', async () => {
    const answers = new SamplingModelAnswers();
    const held = heldRun();
    const second = vi.fn(async () => answered);
    const asked = answers.ask(1, pick, held.run);
    await answers.ask(1, pick, second);
    expect(second).not.toHaveBeenCalled();
    expect(answers.isAsking(1)).toBe(true);
    answers.forget(1);
    expect(held.signal().aborted).toBe(true);
    expect(answers.states.getSnapshot().has(1)).toBe(false);
    held.settle(answered);
    await asked;
    expect(answers.states.getSnapshot().has(1)).toBe(false);
  });
});
