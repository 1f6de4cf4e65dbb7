export function formatTime(t: number): string {
  const date = new Date(t);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Pretty JSON when the text is JSON, else the text itself. Big payloads are cut for display only. */
export function prettyRaw(raw: string, limit = 2_000_000): { text: string; cut: boolean } {
  if (raw.length > limit) return { text: raw.slice(0, limit), cut: true };
  try {
    return { text: JSON.stringify(JSON.parse(raw), null, 2), cut: false };
  } catch {
    return { text: raw, cut: false };
  }
}
