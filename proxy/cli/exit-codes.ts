/**
 * How `mcp-loupe --cli` ends, for scripts and CI. When several apply, the
 * answer's own outcome wins over --strict findings. The README's table
 * lists the same codes.
 */
export const EXIT = {
  ok: 0,
  /** Anything else that went wrong: a frame that could not be sent, a log file that could not be written. */
  failed: 1,
  usage: 2,
  /** The server could not be started or reached, the handshake failed, or the connection ended mid-request. */
  connection: 3,
  /** The server answered with a JSON-RPC error. */
  jsonRpcError: 4,
  /** tools/call answered with a result whose isError is true. */
  toolError: 5,
  /** --strict, and the rules found an error or a warning on some frame. */
  finding: 6,
  /** No answer within --timeout. */
  timeout: 7,
  /** Stopped by Ctrl-C (or SIGTERM) while it ran. */
  interrupted: 130,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
