/**
 * What the person typed in each tool's form, kept per server and tool for
 * as long as the page lives, so a reconnect to the same server finds the
 * forms as they were left. The newest `limit` drafts are kept.
 */
export interface FormDrafts {
  get(server: string, tool: string): Readonly<Record<string, unknown>> | undefined;
  set(server: string, tool: string, values: Readonly<Record<string, unknown>>): void;
}

const keyOf = (server: string, tool: string) => JSON.stringify([server, tool]);

export function createFormDrafts(limit = 200): FormDrafts {
  // A Map keeps insertion order: the first key is the draft touched longest ago.
  const drafts = new Map<string, Readonly<Record<string, unknown>>>();
  return {
    get: (server, tool) => drafts.get(keyOf(server, tool)),
    set(server, tool, values) {
      const key = keyOf(server, tool);
      drafts.delete(key);
      drafts.set(key, values);
      while (drafts.size > limit) drafts.delete(drafts.keys().next().value as string);
    },
  };
}
