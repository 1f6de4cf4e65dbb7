import { sessionTasks } from '../../shared/tasks/session-tasks.ts';
import type { InspectorConfig } from '../../shared/bridge/messages.ts';
import { McpSession } from '../../shared/session/mcp-session.ts';
import { proxyStatusCheck } from '../../shared/bridge/proxy-status.ts';
import { WireLogCore } from '../../shared/wire/wire-log-core.ts';
import { bridgeUrl } from '../lib/api.ts';
import { frameSchedule } from '../lib/frame-schedule.ts';
import { pageLogBudget } from '../lib/log-budget.ts';
import { httpEnvironment } from '../lib/http-environment.ts';
import { restoreAndPersist } from '../lib/client-preferences.ts';

/**
 * The one session the page uses, with the person's last choices restored and its tasks followed.
 * Its own module, loaded by the boot beside the page's shell: the session's code (the MCP SDK and
 * its schemas among it) is fetched in parallel with the shell's and evaluated in a task of its own.
 */
export function pageSession(token: string, config: InspectorConfig): McpSession {
  const session = new McpSession({
    // Judged by the protocol's rules once they come with the first connect's engine, before its first frame.
    log: new WireLogCore(frameSchedule, { budget: pageLogBudget() }),
    bridgeUrl: bridgeUrl(token),
    clientInfo: { name: 'mcp-loupe', version: config.version },
    http: httpEnvironment(token),
    proxyWorkingDirectory: config.workingDirectory,
    proxyStatus: proxyStatusCheck({ origin: window.location.origin, token }),
    proxyOrigin: window.location.origin,
  });
  // Restored before the first connect, so the first session declares what the person chose last time.
  restoreAndPersist(session);
  // The tasks it follows, from its first connection on.
  sessionTasks(session);
  return session;
}
