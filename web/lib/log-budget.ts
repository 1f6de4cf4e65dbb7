import type { MemoryBudgetOptions } from '../../shared/wire/memory-budget.ts';
import { createSpillStore } from './spill/spill-store.ts';

const KEY = 'mcp-loupe.logBudgetMb';
export const DEFAULT_BUDGET_MB = 256;
export const MIN_BUDGET_MB = 16;

/** MB of payload text (UTF-16, two bytes a unit) as the log counts it. */
export const mbToChars = (mb: number) => Math.round((mb * 1024 * 1024) / 2);
export const charsToMb = (chars: number) => (chars * 2) / (1024 * 1024);

/** The budget the person chose last time, or the default. */
export function savedBudgetMb(): number {
  try {
    const value = Number(localStorage.getItem(KEY));
    return Number.isFinite(value) && value >= MIN_BUDGET_MB ? value : DEFAULT_BUDGET_MB;
  } catch {
    return DEFAULT_BUDGET_MB;
  }
}

export function saveBudgetMb(mb: number): void {
  try {
    localStorage.setItem(KEY, String(mb));
  } catch {
    // Private mode: the budget lasts for this page only.
  }
}

/** The page log's budget: the saved size, with older payloads going to IndexedDB through a worker. */
export function pageLogBudget(): MemoryBudgetOptions {
  return { budgetChars: mbToChars(savedBudgetMb()), openStore: createSpillStore };
}
