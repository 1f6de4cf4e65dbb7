import { proxyToken } from '../../../lib/api.ts';

/** The proxy's environment values of `names` (those set), asked only after the person agreed for this run. */
export async function environmentValues(names: readonly string[]): Promise<Record<string, string>> {
  const response = await fetch('/api/environment-values', {
    method: 'POST',
    headers: { Authorization: `Bearer ${proxyToken()}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ names }),
  });
  const body = (await response.json().catch(() => ({}))) as { values?: Record<string, string>; error?: string };
  if (!response.ok || !body.values) throw new Error(body.error ?? `The proxy answered ${response.status}`);
  return body.values;
}
