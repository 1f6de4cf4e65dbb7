/**
 * A tool's arguments as a host streaming the model's output would recover
 * them on the way (MCP Apps 2026-01-26, `ui/notifications/tool-input-partial`:
 * "best-effort recovery of incomplete JSON, with unclosed structures
 * automatically closed"): the keys arrive one after another, each string
 * first cut halfway, as the JSON text would be cut there and closed. Each
 * step differs from the one before; the last is the whole arguments less
 * nothing, so the complete `tool-input` that follows still adds the final word.
 */
export function partialArguments(args: Record<string, unknown>): Record<string, unknown>[] {
  const steps: Record<string, unknown>[] = [{}];
  const sofar: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(args)) {
    if (typeof value === 'string' && value.length > 1)
      steps.push({ ...sofar, [key]: value.slice(0, Math.ceil(value.length / 2)) });
    sofar[key] = value;
    steps.push({ ...sofar });
  }
  // The complete arguments are tool-input's to send, not a partial's.
  steps.pop();
  return steps;
}
