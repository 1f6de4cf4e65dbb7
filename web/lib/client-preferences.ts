import type { AutoReplyRules } from '../../shared/inbox/auto-reply.ts';
import type { RootEntry } from '../../shared/session/client-side.ts';
import { readClientSettings } from '../../shared/session/client-settings.ts';
import type { McpSession } from '../../shared/session/mcp-session.ts';
import type { Observable } from '../../shared/lib/observable.ts';
import { readRequestSettings } from '../../shared/session/request-settings.ts';

const key = 'mcp-loupe:client';

interface Stored {
  settings?: unknown;
  requests?: unknown;
  roots?: unknown;
  /** `list` once the person set the roots by hand; otherwise they follow the server's working directory. */
  rootsSource?: unknown;
  rules?: unknown;
}

function readRoots(value: unknown): RootEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) =>
    typeof item === 'object' && item !== null && typeof item.uri === 'string'
      ? [{ uri: item.uri, ...(typeof item.name === 'string' ? { name: item.name } : {}) }]
      : [],
  );
}

function readRules(value: unknown): AutoReplyRules {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const rules: AutoReplyRules = {};
  const sampling = record.sampling as { kind?: unknown; text?: unknown } | undefined;
  if (sampling?.kind === 'decline') rules.sampling = { kind: 'decline' };
  else if (sampling?.kind === 'text' && typeof sampling.text === 'string')
    rules.sampling = { kind: 'text', text: sampling.text };
  const elicitation = record.elicitation as { kind?: unknown } | undefined;
  if (elicitation?.kind === 'decline' || elicitation?.kind === 'cancel') rules.elicitation = { kind: elicitation.kind };
  return rules;
}

/**
 * The inspector's client-side preferences (declared capabilities, request
 * timeouts, roots, auto-reply rules) kept in this browser, so a reload or a
 * new tab starts where the person left them. Returns the unsubscribe.
 */
export function restoreAndPersist(
  session: McpSession,
  storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
): () => void {
  let stored: Stored = {};
  try {
    stored = JSON.parse(storage.getItem(key) ?? '{}') as Stored;
  } catch {
    stored = {};
  }
  const { clientSide } = session;
  if (stored.settings !== undefined) clientSide.settings.set(readClientSettings(stored.settings));
  if (stored.requests !== undefined) session.requestSettings.set(readRequestSettings(stored.requests));
  // Roots set by hand come back; otherwise each connect offers the server's working directory (stored lists of older pages were never chosen).
  const handSet = stored.rootsSource === 'list';
  clientSide.rootsSource.set(handSet ? 'list' : 'working-directory');
  if (handSet && stored.roots !== undefined) clientSide.roots.set(readRoots(stored.roots));
  if (stored.rules !== undefined) clientSide.inbox.setRules(readRules(stored.rules));
  const save = () => {
    const next: Stored = {
      settings: clientSide.settings.getSnapshot(),
      requests: session.requestSettings.getSnapshot(),
      roots: clientSide.roots.getSnapshot(),
      rootsSource: clientSide.rootsSource.getSnapshot(),
      rules: clientSide.inbox.rules.getSnapshot(),
    };
    try {
      storage.setItem(key, JSON.stringify(next));
    } catch {
      // Storage full or refused: the preferences last for this page only.
    }
  };
  const observed: Observable<unknown>[] = [
    clientSide.settings,
    session.requestSettings,
    clientSide.roots,
    clientSide.rootsSource,
    clientSide.inbox.rules,
  ];
  const unsubscribes = observed.map((observable) => observable.subscribe(save));
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}
