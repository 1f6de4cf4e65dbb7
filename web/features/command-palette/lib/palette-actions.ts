import type { McpSession } from '../../../../shared/session/mcp-session.ts';
import type { ConnectionStatus } from '../../../../shared/session/session-state.ts';
import { connectionForm } from '../../../lib/connection-form.ts';
import { liveLogEntryShown } from '../../../lib/log-selection.ts';
import { askPage } from '../../../lib/page-commands.ts';
import { goTo } from '../../../lib/page-place.ts';
import type { ShortcutId } from '../../../lib/shortcuts.ts';

/** The actions of the palette: every shortcut but the two that open the keyboard dialogs. */
export type PageActionId = Exclude<ShortcutId, 'palette' | 'shortcuts'>;

/** What decides whether an action can be done now. */
export interface ActionFacts {
  readonly status: ConnectionStatus;
  /** The connection form names a server (its fields make a target). */
  readonly formReady: boolean;
  readonly logSize: number;
  /** An entry of the live log is open in the Log's Entry detail, and has a command form. */
  readonly entryCopyable: boolean;
  readonly recentServers: number;
}

/** Read from the page as it is now. */
export function actionFacts(session: McpSession, recentServers: number): ActionFacts {
  return {
    status: session.state.getSnapshot().status,
    formReady: connectionForm.getSnapshot() !== undefined,
    logSize: session.log.size,
    entryCopyable: liveLogEntryShown.getSnapshot()?.copyable === true,
    recentServers,
  };
}

/**
 * Whether the action applies now: `hidden` when it makes no sense in this state (Connect while connected,
 * where Reconnect is offered), otherwise why it cannot be done, or undefined when it can.
 */
export function actionUnavailable(id: PageActionId, facts: ActionFacts): string | 'hidden' | undefined {
  const live = facts.status === 'connected' || facts.status === 'connecting';
  switch (id) {
    case 'connect':
      if (live) return 'hidden';
      return facts.formReady ? undefined : 'The connection form names no server yet';
    case 'reconnect':
      if (!live) return 'hidden';
      return facts.formReady ? undefined : 'The connection form names no server';
    case 'disconnect':
      return live ? undefined : 'hidden';
    case 'switch-server':
      return facts.recentServers > 0 ? undefined : 'No recent servers yet';
    case 'run-checkup':
      return facts.status === 'connected' ? undefined : 'Not connected: the checkup asks the connected server';
    case 'clear-log':
    case 'export-log':
      return facts.logSize > 0 ? undefined : 'The log is empty';
    case 'copy-as-command':
      return facts.entryCopyable ? undefined : 'Open a request in the Log first';
    case 'toggle-appearance':
      return undefined;
  }
}

/** Does the action. Switch server is the palette's own (it lists the recent servers), so it is not here. */
export function runAction(id: Exclude<PageActionId, 'switch-server'>, session: McpSession): void {
  switch (id) {
    case 'connect':
    case 'reconnect':
      // The connection form connects what it shows, and remembers it, as its own button does.
      askPage({ kind: 'connect' });
      return;
    case 'disconnect':
      void session.disconnect();
      return;
    case 'run-checkup':
      goTo({ tab: 'checkup' });
      askPage({ kind: 'run-checkup' });
      return;
    case 'clear-log':
      session.log.clear();
      return;
    case 'export-log':
      goTo({ tab: 'log' });
      askPage({ kind: 'export-log' });
      return;
    case 'copy-as-command':
      askPage({ kind: 'copy-as-command' });
      return;
    case 'toggle-appearance':
      // The other of what is shown now: from System, the opposite of the system's scheme, kept as the person's choice.
      // The store is imported here, not above: it reads the browser's storage and media queries when it loads.
      void import('../../../lib/appearance.ts').then(({ resolvedAppearance, setAppearance }) =>
        setAppearance(resolvedAppearance() === 'dark' ? 'light' : 'dark'),
      );
      return;
  }
}
