import type { BrowserToProxy } from '../../shared/bridge/messages.ts';
import type { BridgeDeps } from '../bridge/bridge-server.ts';
import { type RunningInspector, startInspector } from '../start-inspector.ts';

/** A real inspector on a free port, with a short kill grace and a quiet logger. */
export function startTestInspector(bridge: Partial<BridgeDeps> = {}): Promise<RunningInspector> {
  return startInspector({
    port: 0,
    staticRoot: '/nonexistent',
    defaultServer: { command: 'true', args: [], env: {} },
    bridge: { killGraceMs: 500, log: () => {}, ...bridge },
  });
}

/** A spawn request running a small inline Node script. */
export function nodeScript(code: string, extra: Partial<Extract<BrowserToProxy, { type: 'spawn' }>> = {}) {
  return { type: 'spawn' as const, command: process.execPath, args: ['-e', code], env: {}, ...extra };
}
