import { createContext, useContext, useSyncExternalStore } from 'react';
import {
  createCallHistory,
  type CallHistory,
  type HistoryEntry,
} from '../../../../shared/call-history/call-history.ts';
import { createSavedCalls, type SavedCall, type SavedCalls } from '../../../../shared/call-history/saved-calls.ts';
import { createFormDrafts, type FormDrafts } from '../../../../shared/call-history/form-drafts.ts';
import { followOtherTabs, localSavedCallsStorage } from '../../../lib/saved-calls-storage.ts';

export interface ToolCallStores {
  history: CallHistory;
  saved: SavedCalls;
  /** What each tool's form holds, per server: a reconnect finds it as it was left (a reload starts afresh). */
  drafts?: FormDrafts;
}

let pageStores: ToolCallStores | undefined;

/** One history and one set of saved calls for the page, made on first use (so nothing touches storage before). */
function defaultStores(): ToolCallStores {
  if (!pageStores) {
    const saved = createSavedCalls(localSavedCallsStorage());
    followOtherTabs(saved);
    pageStores = { history: createCallHistory(), saved, drafts: createFormDrafts() };
  }
  return pageStores;
}

/** Tests give their own stores; the page uses its one pair. */
export const ToolCallStoresContext = createContext<ToolCallStores | null>(null);

export function useToolCallStores(): ToolCallStores {
  return useContext(ToolCallStoresContext) ?? defaultStores();
}

/** A tool's earlier calls, newest first (kept across reconnects, by tool name). */
export function useToolHistory(tool: string): readonly HistoryEntry[] {
  const { history } = useToolCallStores();
  return useSyncExternalStore(history.subscribe, () => history.entries(tool));
}

/** The calls saved for this server's tool in this browser. */
export function useSavedCalls(server: string, tool: string): readonly SavedCall[] {
  const { saved } = useToolCallStores();
  return useSyncExternalStore(saved.subscribe, () => saved.list(server, tool));
}
