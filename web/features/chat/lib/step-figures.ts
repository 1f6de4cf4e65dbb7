import type { ConversationTotals, ModelStepEntry } from '../../../../shared/model/conversation-entry.ts';

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A duration as a person reads it: ms under a second, seconds with one decimal above. */
export function readableMs(ms: number): string {
  return ms < 1000 ? `${whole.format(Math.round(ms))} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** A cost in the provider's currency (USD where it says), with the precision a fraction of a cent needs. */
export function readableCost(cost: number): string {
  return `$${cost < 0.01 ? cost.toPrecision(2) : cost.toFixed(4)}`;
}

/** A step's figures, only those the provider gave: "first token 120 ms · total 1.4 s · 52 in / 18 out tokens · $0.00031". */
export function stepFigures(step: Pick<ModelStepEntry, 'timing' | 'usage'>): string {
  const parts: string[] = [];
  if (step.timing.firstTokenMs !== undefined) parts.push(`first token ${readableMs(step.timing.firstTokenMs)}`);
  if (step.timing.totalMs !== undefined) parts.push(`total ${readableMs(step.timing.totalMs)}`);
  const { inputTokens, outputTokens, cost } = step.usage ?? {};
  if (inputTokens !== undefined || outputTokens !== undefined)
    parts.push(
      `${inputTokens === undefined ? '?' : whole.format(inputTokens)} in / ${outputTokens === undefined ? '?' : whole.format(outputTokens)} out tokens`,
    );
  if (cost !== undefined) parts.push(readableCost(cost));
  return parts.join(' · ');
}

export function totalsFigures(totals: ConversationTotals): string {
  const tokens = `${whole.format(totals.inputTokens)} in / ${whole.format(totals.outputTokens)} out tokens`;
  return totals.cost === undefined ? tokens : `${tokens} · ${readableCost(totals.cost)}`;
}
