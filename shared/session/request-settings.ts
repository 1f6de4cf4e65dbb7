/** How long the page waits for each of its requests. */
export interface RequestSettings {
  /** Per request; the SDK's own default is 60 s. */
  timeoutMs: number;
  /** Each progress notification starts the timeout again. */
  resetOnProgress: boolean;
  /** A hard limit, progress or not; none when absent. */
  maxTotalMs?: number;
}

export const defaultRequestSettings: RequestSettings = { timeoutMs: 60_000, resetOnProgress: true };

/** Settings read back from storage: what is not a positive number falls back to the defaults. */
export function readRequestSettings(value: unknown): RequestSettings {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const positive = (item: unknown) => typeof item === 'number' && Number.isFinite(item) && item > 0;
  return {
    timeoutMs: positive(record.timeoutMs) ? (record.timeoutMs as number) : defaultRequestSettings.timeoutMs,
    resetOnProgress:
      typeof record.resetOnProgress === 'boolean' ? record.resetOnProgress : defaultRequestSettings.resetOnProgress,
    ...(positive(record.maxTotalMs) ? { maxTotalMs: record.maxTotalMs as number } : {}),
  };
}
