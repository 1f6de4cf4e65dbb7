import type { ToolResultPart } from 'ai';
import { runToolCall } from '../tool-call/run-tool-call.ts';
import { ApprovalGate, type Decision } from './approval-gate.ts';
import type { ConversationCore } from './conversation-core.ts';
import type { ModelStepEntry, ToolCallEntry } from './conversation-entry.ts';
import type { StepResult } from './stream-step.ts';
import { checkModelToolCall } from './tool-call-check.ts';
import { toolOutputForModel } from './tool-output.ts';

type Answer = (call: ToolCallEntry, output: ToolResultPart['output']) => void;

/**
 * The tool calls of one model step, from the model's words to its answers:
 * each checked against the tools as offered (a bad one is the model's
 * finding, held for the person), approved (by the person, or automatically),
 * run through the form's call runner, and answered for the model, so the
 * conversation stays valid whatever stopped it.
 */
export class ToolCallRound {
  readonly #core: ConversationCore;
  readonly #gate = new ApprovalGate();

  constructor(core: ConversationCore) {
    this.#core = core;
  }

  /** The step's tool calls as entries, each checked against the tools as offered. */
  entries(entry: ModelStepEntry, result: StepResult): ToolCallEntry[] {
    const offered = this.#core.offered?.tools ?? [];
    const tag = this.#core.options.tag ?? 'model';
    return result.toolCalls.map((call, index) => {
      const checked = checkModelToolCall(offered, call.toolName, call.input, call.rawText);
      return Object.freeze({
        kind: 'tool-call',
        id: `${entry.id}-c${index + 1}`,
        callId: call.toolCallId,
        step: entry.step,
        turn: entry.turn,
        toolName: call.toolName,
        argsText: checked.argsText,
        ...(checked.args ? { args: checked.args } : {}),
        findings: Object.freeze([...checked.findings]),
        ...(checked.findings.length
          ? { held: 'The model made this call with findings against it: check the arguments before it runs' }
          : {}),
        status: 'awaiting-approval',
        tag: `${tag} step ${entry.step}`,
      } satisfies ToolCallEntry);
    });
  }

  /** Runs a step's calls in order, each once approved; false when the turn ends here (Stop, the server gone). */
  async run(calls: readonly ToolCallEntry[], signal: AbortSignal): Promise<boolean> {
    const core = this.#core;
    const results: ToolResultPart[] = [];
    const answer: Answer = (call, output) =>
      results.push({ type: 'tool-result', toolCallId: call.callId, toolName: call.toolName, output });
    try {
      for (const [index, call] of calls.entries()) {
        const rest = calls.slice(index);
        const gone = () => {
          const reason = core.serverGone();
          if (reason === undefined) return false;
          this.close(rest, 'not-run', `Not run: the MCP server is gone (${reason})`, answer);
          core.notice(
            'error',
            'server-gone',
            `The MCP server is gone (${reason}): the model's call to ${call.toolName} was not made. Reconnect, then send again; the conversation is kept.`,
            call.step,
          );
          return true;
        };
        // Asked before the person is asked (no call to approve that cannot run), and again after (it may die meanwhile).
        if (gone()) return false;
        const decision = await this.#decision(call, signal);
        if (!signal.aborted && gone()) return false;
        if (signal.aborted) {
          this.close(rest, 'stopped', 'Stopped by the person before it ran', answer);
          return core.stopped(call.step);
        }
        if (!decision.approve) {
          const note = decision.reason ? `Denied by the person: ${decision.reason}` : 'Denied by the person';
          core.setCall(call, { status: 'denied', note });
          answer(call, { type: 'execution-denied', ...(decision.reason ? { reason: decision.reason } : {}) });
          continue;
        }
        const args = decision.args ?? call.args ?? {};
        core.setCall(call, { status: 'running', args });
        core.store.update({ status: 'running-tool' });
        const listed = core.offered?.tools.find((tool) => tool.name === call.toolName)?.listed;
        const { options } = core;
        const run = await runToolCall(
          options.session,
          { name: call.toolName, arguments: args, ...(listed !== undefined ? { tool: listed } : {}) },
          { signal, tag: call.tag, now: core.now, ...(options.history ? { history: options.history } : {}) },
        );
        const stopped = signal.aborted || run.outcome.kind === 'cancelled';
        core.setCall(call, {
          status: stopped ? 'stopped' : 'done',
          outcome: run.outcome,
          ...(run.taskId !== undefined ? { taskId: run.taskId } : {}),
          ...(stopped ? { note: 'Stopped by the person while it ran: cancelled on the wire' } : {}),
        });
        answer(call, toolOutputForModel(run.outcome));
        if (stopped) {
          this.close(calls.slice(index + 1), 'stopped', 'Stopped by the person before it ran', answer);
          return core.stopped(call.step);
        }
        const goneAfter = run.outcome.kind === 'error' ? core.serverGone() : undefined;
        if (goneAfter !== undefined) {
          this.close(calls.slice(index + 1), 'not-run', `Not run: the MCP server is gone (${goneAfter})`, answer);
          core.notice(
            'error',
            'server-gone',
            `The MCP server went away during the model's call to ${call.toolName} (${goneAfter}). Reconnect, then send again; the conversation is kept.`,
            call.step,
          );
          return false;
        }
      }
      return true;
    } finally {
      // Every call the model made gets an answer, so the conversation stays valid for the next message.
      if (results.length) core.messages.push({ role: 'tool', content: results });
    }
  }

  /** The person's word on a waiting call; ignored for a call that is not waiting. */
  decide(id: string, decision: Decision): void {
    const entry = this.#core.store.entry(id);
    if (entry?.kind === 'tool-call' && entry.status === 'awaiting-approval') this.#gate.decide(id, decision);
  }

  /** Forgets every kept decision and waiting call (the turn is over). */
  clear(): void {
    this.#gate.clear();
  }

  /** Calls that will not run: marked, and answered for the model with why. */
  close(calls: readonly ToolCallEntry[], status: 'not-run' | 'stopped', note: string, answer?: Answer): void {
    const core = this.#core;
    const results: ToolResultPart[] = [];
    for (const call of calls) {
      const current = core.store.entry(call.id);
      if (current?.kind === 'tool-call' && current.status !== 'awaiting-approval') continue;
      core.setCall(call, { status, note });
      const output = { type: 'error-text' as const, value: note };
      if (answer) answer(call, output);
      else results.push({ type: 'tool-result', toolCallId: call.callId, toolName: call.toolName, output });
    }
    if (results.length) core.messages.push({ role: 'tool', content: results });
  }

  /** The person's decision on a call (or the automatic one); a stopped turn resolves it at once. */
  #decision(call: ToolCallEntry, signal: AbortSignal): Promise<Decision> {
    const { store } = this.#core;
    if (!this.#gate.has(call.id) && store.snapshot.autoApprove && call.held === undefined)
      return Promise.resolve({ approve: true });
    store.update({ status: 'awaiting-approval' });
    return this.#gate.wait(call.id, signal);
  }
}
