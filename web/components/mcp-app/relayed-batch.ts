/** The key of the sandbox proxy's envelope (proxy/apps/sandbox-script.js): its value is the view's messages, in order; `true` under it in sandbox-resource-ready's params asks for envelopes. */
export const RELAY_KEY = 'mcp-loupe/relay';

/**
 * The messages of the sandbox's envelope, or undefined when `data` is not
 * one (then it is a message on its own). The sandbox puts what the view sent
 * into envelopes so that a flood costs the host's page a task per batch
 * rather than per message; anything the view sends, an envelope-shaped
 * object included, arrives inside one, so only the sandbox frame can make
 * one, and everything from that frame is the app's anyway.
 */
export function relayedBatch(data: unknown): readonly unknown[] | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const keys = Object.keys(data);
  if (keys.length !== 1 || keys[0] !== RELAY_KEY) return undefined;
  const batch = (data as Record<string, unknown>)[RELAY_KEY];
  return Array.isArray(batch) ? batch : undefined;
}
