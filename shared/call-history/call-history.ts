import type { CallOutcome } from '../session/call-outcome.ts';

/** How a call ended, in a word: a result, a result flagged isError, a JSON-RPC or local error, or a cancellation. */
/** `flagged`: an answer the protocol rules flag (never called ok). */
export type CallStatus = 'ok' | 'flagged' | 'isError' | 'error' | 'cancelled';

export interface CallSummary {
  status: CallStatus;
  durationMs: number;
  /** An error's message, for a line in the list. */
  message?: string;
}

/** One earlier call of a tool. Frozen once written; dropping its kept result writes a new entry in its place. */
export interface HistoryEntry {
  /** Unique in this history, rising with each call. */
  readonly id: number;
  /** When the call was sent (ms since the epoch). */
  readonly at: number;
  readonly args: Readonly<Record<string, unknown>>;
  /** The call was sent as a task. */
  readonly asTask?: true;
  readonly summary: CallSummary;
  /** The outcome as received, while it is kept (the last few calls, within the size budget). */
  readonly outcome?: CallOutcome;
  /** Why the outcome is no longer kept. */
  readonly dropped?: 'older' | 'too-large';
}

export interface CallHistoryOptions {
  /** Calls listed per tool; older ones leave the list. */
  maxEntries?: number;
  /** Calls per tool whose outcome is kept in full. */
  keepOutcomes?: number;
  /** Characters of kept outcomes over all tools; the oldest are dropped first. */
  maxOutcomeChars?: number;
  /** The size an outcome counts for (it may stop counting past `limit`): by default about its JSON's length. */
  measure?: (outcome: CallOutcome, limit: number) => number;
}

export interface CallHistory {
  record(
    tool: string,
    call: { at: number; args: Record<string, unknown>; outcome: CallOutcome; asTask?: boolean },
  ): HistoryEntry;
  /** A tool's calls, newest first; the same array until that tool's history changes. */
  entries(tool: string): readonly HistoryEntry[];
  clear(tool: string): void;
  /** Returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export function summarizeOutcome(outcome: CallOutcome): CallSummary {
  switch (outcome.kind) {
    case 'result': {
      const result = outcome.result;
      const flagged =
        typeof result === 'object' && result !== null && (result as { isError?: unknown }).isError === true;
      return {
        status: flagged
          ? 'isError'
          : outcome.findings?.some((finding) => finding.severity !== 'info')
            ? 'flagged'
            : 'ok',
        durationMs: outcome.durationMs,
      };
    }
    case 'error':
      return { status: 'error', durationMs: outcome.durationMs, message: outcome.message };
    case 'cancelled':
      return { status: 'cancelled', durationMs: outcome.durationMs };
  }
}

/**
 * About the length of a value's JSON, counted only up to `limit`: past it the
 * count stops, so a 20 MB result costs no more to measure than the budget.
 */
export function approximateJsonLength(value: unknown, limit: number): number {
  let total = 0;
  const stack: unknown[] = [value];
  while (stack.length) {
    const next = stack.pop();
    if (typeof next === 'string') total += next.length + 2;
    else if (Array.isArray(next)) {
      total += 2 + next.length;
      if (total > limit) return total;
      for (const item of next) stack.push(item);
    } else if (typeof next === 'object' && next !== null) {
      for (const [key, item] of Object.entries(next)) {
        total += key.length + 4;
        stack.push(item);
      }
      total += 2;
    } else total += String(next).length;
    if (total > limit) return total;
  }
  return total;
}

const noEntries: readonly HistoryEntry[] = Object.freeze([]);

/**
 * Each tool's earlier calls, by tool name, so they outlive a reconnect. The
 * arguments of every listed call are kept (to load or run again); full
 * outcomes only for the last few calls and within a size budget, so a run of
 * large results does not grow the page without end.
 */
export function createCallHistory({
  maxEntries = 50,
  keepOutcomes = 10,
  maxOutcomeChars = 4_000_000,
  measure = approximateJsonLength,
}: CallHistoryOptions = {}): CallHistory {
  const byTool = new Map<string, readonly HistoryEntry[]>();
  /** Size of each kept outcome, by entry id, with its tool: oldest first (Map keeps insertion order). */
  const kept = new Map<number, { tool: string; size: number }>();
  const listeners = new Set<() => void>();
  let keptChars = 0;
  let nextId = 1;

  const dropOutcome = (tool: string, id: number, why: 'older' | 'too-large') => {
    const size = kept.get(id)?.size ?? 0;
    kept.delete(id);
    keptChars -= size;
    const list = byTool.get(tool);
    if (!list) return;
    byTool.set(
      tool,
      Object.freeze(
        list.map((entry) => (entry.id === id ? Object.freeze({ ...withoutOutcome(entry), dropped: why }) : entry)),
      ),
    );
  };

  const forget = (entries: readonly HistoryEntry[]) => {
    for (const entry of entries) {
      const size = kept.get(entry.id)?.size;
      if (size === undefined) continue;
      kept.delete(entry.id);
      keptChars -= size;
    }
  };

  const notify = () => {
    for (const listener of listeners) listener();
  };

  return {
    record(tool, { at, args, outcome, asTask }) {
      const id = nextId++;
      const size = measure(outcome, maxOutcomeChars);
      const fits = size <= maxOutcomeChars;
      const entry: HistoryEntry = Object.freeze({
        id,
        at,
        args,
        ...(asTask ? { asTask: true as const } : {}),
        summary: Object.freeze(summarizeOutcome(outcome)),
        ...(fits ? { outcome } : { dropped: 'too-large' as const }),
      });
      const previous = byTool.get(tool) ?? noEntries;
      forget(previous.slice(maxEntries - 1));
      byTool.set(tool, Object.freeze([entry, ...previous.slice(0, maxEntries - 1)]));
      if (fits) {
        kept.set(id, { tool, size });
        keptChars += size;
      }
      // Only the last few calls of each tool keep their outcome …
      const list = byTool.get(tool) ?? noEntries;
      for (const older of list.slice(keepOutcomes)) if (older.outcome) dropOutcome(tool, older.id, 'older');
      // … and all of them together stay within the budget, oldest dropped first.
      for (const [oldId, { tool: oldTool }] of kept) {
        if (keptChars <= maxOutcomeChars) break;
        if (oldId !== id) dropOutcome(oldTool, oldId, 'older');
      }
      notify();
      return byTool.get(tool)?.[0] ?? entry;
    },
    entries: (tool) => byTool.get(tool) ?? noEntries,
    clear(tool) {
      const list = byTool.get(tool);
      if (!list) return;
      forget(list);
      byTool.delete(tool);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function withoutOutcome(entry: HistoryEntry): Omit<HistoryEntry, 'outcome'> {
  const { outcome: _dropped, ...rest } = entry;
  return rest;
}
