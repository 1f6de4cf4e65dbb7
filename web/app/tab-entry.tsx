import { lazy, memo, Suspense, type ComponentType, type ReactNode } from 'react';
import type { InspectorConfig } from '../../shared/bridge/messages.ts';
import type { OAuthFlowState } from '../../shared/oauth/oauth-flow.ts';
import type { ConnectTarget } from '../../shared/session/connect-target.ts';
import type { SessionState } from '../../shared/session/session-state.ts';

/** What the shell hands every tab when it renders it; a tab takes what it needs. */
export interface TabContext {
  /** This tab is the one shown (a tab stays mounted, hidden, once visited). */
  shown: boolean;
  state: SessionState;
  /** The target of the last connect the person asked for. */
  connected: ConnectTarget;
  oauth: OAuthFlowState;
  config: InspectorConfig;
}

/** One tab of the page: the one place that says what it is called, what it shows and how its code comes. */
export interface TabEntry<K extends string = string> {
  key: K;
  /** The tab's text and accessible name (with its badge, if any). */
  label: string;
  /** The tab's part, as an error in it names it ("Something went wrong in the Tools tab"). */
  what: string;
  /** Beside the label, part of the accessible name: a count that changes. */
  badge?: ReactNode;
  /** A new connection renders the tab afresh: what it shows belongs to one connection. */
  perConnection?: boolean;
  /** Fetches the tab's code; absent for a tab of the first screen. The shell prefetches it once the first screen is complete. */
  load?: () => Promise<unknown>;
  /** Fetched before the other tabs once the first screen is complete, and at once if the first connect fails. */
  prefetch?: 'first';
  render: (context: TabContext) => ReactNode;
}

/** `what` may be left out when it is "the <label> tab" (most tabs): fewer bytes in the first screen's code. */
type Common<K extends string> = Omit<TabEntry<K>, 'load' | 'render' | 'what'> & { what?: string };

function named<K extends string, E extends Common<K>>(entry: E): E & { what: string } {
  return { ...entry, what: entry.what ?? `the ${entry.label} tab` };
}

/** A tab of the first screen: its code is in the first screen's bundle. */
export function firstScreenTab<K extends string>(
  entry: Common<K> & { render: (context: TabContext) => ReactNode },
): TabEntry<K> {
  return named(entry);
}

/**
 * A tab whose code loads the first time it is shown (or when prefetched), so it stays out of the
 * first screen: `load` imports its module and picks its component, `render` gives it its props.
 */
export function laterTab<K extends string, P extends object>(
  entry: Common<K> & {
    /** Said while the code loads: "Loading Resources…"; the label when left out. */
    loading?: string;
    load: () => Promise<ComponentType<P>>;
    render: (Part: ComponentType<P>, context: TabContext) => ReactNode;
  },
): TabEntry<K> {
  const { loading = entry.label, load, render, ...rest } = named(entry);
  // Memoised: a tab's part draws again when its own props change (most take none), not whenever the shell does (a
  // tab click drew every tab visited so far again).
  // biome-ignore lint/correctness/noComponentHookFactories: laterTab runs once a tab, when the module's list of tabs is made, never in a render
  const Part = memo(lazy(() => load().then((component) => ({ default: component }))));
  return {
    ...rest,
    load,
    render: (context) => (
      <Suspense fallback={<p className="p-4 text-sm text-zinc-500">Loading {loading}…</p>}>
        {render(Part as ComponentType<P>, context)}
      </Suspense>
    ),
  };
}
