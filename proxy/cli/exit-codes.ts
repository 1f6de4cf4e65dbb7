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
  /** eval: a case passed less than --min-pass-rate of its runs with some model. */
  belowPassRate: 8,
  /** eval: the case file cannot be read or used (each problem is said with its line and column); no server was started. */
  caseFile: 9,
  /** eval: no model to run the cases with, or one named incompletely; no server was started. */
  noModel: 10,
  /** eval: the model's provider could not be used (unreachable, no key, the key refused): the runs stopped there. */
  provider: 11,
  /** diff: differences that fail under --fail-on (breaking ones by default). Numbered apart from eval's codes, leaving room. */
  contractBroken: 20,
  /** diff: a snapshot or log that cannot be read: malformed, truncated, another tool's file, too large. */
  snapshotUnreadable: 21,
  /** diff: the two sides look like two different servers (other names, nothing in common). */
  unrelatedServers: 22,
  /** --mock: the log cannot be served: malformed, truncated, another tool's file, too large, or no initialize answered in it. */
  mockLogUnreadable: 23,
  /** --mock: some request had no recording (each was answered with a JSON-RPC error naming the closest recorded one). */
  mockUnanswered: 24,
  /** load: the server went away during the run (its process ended, the connection dropped); the run stopped there. */
  loadServerLost: 30,
  /** load: some calls failed (a JSON-RPC error, isError, a timeout, a transport failure); their kinds are counted. */
  loadCallsFailed: 31,
  /** load: the target is behind a URL that is not this machine, and --allow-remote was not given. */
  loadRemoteRefused: 32,
  /** run: some call of the collection did not meet its expectation (each is printed with why). */
  collectionNotMet: 40,
  /** run: the collection file cannot be read or used (each problem is said with its line and column); no server was started. */
  collectionFile: 41,
  /** run: a {{variable}} of the collection has no value (not in the file, not --var, not the environment under --env-vars); no server was started. */
  collectionVariables: 42,
  /** Stopped by Ctrl-C (or SIGTERM) while it ran. */
  interrupted: 130,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
