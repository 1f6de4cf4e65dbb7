/**
 * The display modes a host offers a view (MCP Apps 2026-01-26, Display
 * Modes): a view "MUST declare all display modes it supports" in
 * `appCapabilities.availableDisplayModes`, and the host "MUST NOT switch the
 * View to a display mode that does not appear" there and "MAY decline"
 * requests for modes the view did not declare. So a view that declares
 * nothing (or has not said `ui/initialize` yet) stays where every view
 * starts, inline; the host's other modes are offered only when declared.
 * Inline is always offered: it is the host's default, the mode the view
 * was shown in before it could declare anything, and the way back from a
 * fullscreen or pip the person chose.
 */
export function offeredDisplayModes<Mode extends string>(hostModes: readonly Mode[], declared: unknown): Mode[] {
  const named = Array.isArray(declared) ? declared.filter((mode): mode is string => typeof mode === 'string') : [];
  return hostModes.filter((mode) => mode === 'inline' || named.includes(mode));
}

/** Whether the host grants a view's `ui/request-display-mode` for `mode`: only a mode it offers. */
export function mayEnterDisplayMode(mode: string, hostModes: readonly string[], declared: unknown): boolean {
  return offeredDisplayModes(hostModes, declared).includes(mode);
}
