import type { Finding } from '../../shared/diagnose/finding.ts';
import type { HeaderEntry, HttpTarget, HttpTransportChoice } from '../../shared/http/http-target.ts';
import type { FramingMode } from '../../shared/jsonrpc/framing.ts';
import type { CompletionRef } from '../../shared/session/completion.ts';
import type { StdioTarget } from '../../shared/session/connect-target.ts';
import type { RevisionChoice } from '../../shared/protocol/revisions.ts';
import type { LogLevel } from '../../shared/session/server-log.ts';
import type { CliAuthorization } from './cli-authorization.ts';
import type { EvalOptions } from './eval-args.ts';
import type { LlmOptions } from './llm-args.ts';

/** What `--method` may name: the protocol's requests, plus `raw` for any frame. */
export const CLI_METHODS = [
  'initialize',
  'tools/list',
  'tools/call',
  'resources/list',
  'resources/templates/list',
  'resources/read',
  'prompts/list',
  'prompts/get',
  'completion/complete',
  'ping',
  'logging/setLevel',
  'skills/list',
  'raw',
] as const;
export type CliMethod = (typeof CLI_METHODS)[number];

/** Words that, first after `--cli`, choose another job than one request. */
export const CLI_SUBCOMMANDS = ['check', 'eval'] as const;
export type CliSubcommand = (typeof CLI_SUBCOMMANDS)[number];

/** How elicitation requests are answered: accepted with the schema's defaults or with a file's content, declined or cancelled. */
export type ElicitationAnswer =
  | { kind: 'accept-defaults' }
  | { kind: 'accept-file'; file: string }
  | { kind: 'decline' }
  | { kind: 'cancel' };
/** How sampling requests are answered: with a CreateMessageResult read from a file, declined, or by the configured model. */
export type SamplingAnswer = { kind: 'file'; file: string } | { kind: 'decline' } | { kind: 'model' };

/** The answers given to the server's own requests, with no person to ask. Nothing given, nothing declared. */
export interface ServerRequestAnswers {
  elicitation?: ElicitationAnswer;
  sampling?: SamplingAnswer;
  /** Offered to roots/list; declaring roots needs at least one. */
  roots: string[];
}

/** What the request of `--method` carries. */
export interface MethodRequest {
  tool?: string;
  /** tools/call: `--args` with each `--arg` on top, values parsed as JSON where they parse. */
  toolArguments?: Record<string, unknown>;
  /** tools/call: the tool's entry as already listed (a caller that listed the tools); without it, tools/list is asked to learn its outputSchema. */
  toolEntry?: unknown;
  uri?: string;
  prompt?: string;
  /** prompts/get: `--arg` values, kept as strings (prompt arguments are strings). */
  promptArguments?: Record<string, string>;
  /** completion/complete: what is completed, the argument (the first `--arg`), and the others as context. */
  completion?: { ref: CompletionRef; argument: { name: string; value: string }; context: Record<string, string> };
  level?: LogLevel;
  /** raw: the frame, parsed (an array is a batch). */
  frame?: unknown;
  /** The list methods: one page from here, as received, instead of every page gathered. */
  cursor?: string;
}

/** The options that shape a target, kept apart so a target read from a config file can take them too. */
export interface TargetOptions {
  env: Record<string, string>;
  inheritEnv: boolean;
  /** As given, relative to the caller's working directory. */
  cwd?: string;
  framing?: FramingMode;
  transport?: HttpTransportChoice;
  headers: HeaderEntry[];
  bearer?: string;
}

export type CliTarget = StdioTarget | HttpTarget;

export interface CliModeOptions {
  subcommand?: CliSubcommand;
  /** A secret seen on the command line: said on stderr, the value never shown. */
  findings: Finding[];
  method: CliMethod;
  request: MethodRequest;
  /** The server, from a URL or a command; absent only with `config`. */
  target?: CliTarget;
  /** `--config FILE --server NAME`: the target comes from another client's configuration file. */
  config?: { file: string; server?: string };
  targetOptions: TargetOptions;
  /** OAuth without a person, for a server behind a URL; absent: the authorization code flow, only if the server asks. */
  authorization?: CliAuthorization;
  revision: RevisionChoice;
  format: 'json' | 'text';
  /** Where the wire log goes, as JSON Lines. */
  log?: string;
  strict: boolean;
  /** Each request's timeout (and the opening handshake's); the session's default when absent. */
  timeoutMs?: number;
  answers: ServerRequestAnswers;
  /** The model for evals and sampling (`--llm-provider`, `--llm-base-url`, `--llm-model`); its key from the environment. */
  llm?: LlmOptions;
  /** `eval FILE`: the case file and how its results are judged and written. */
  eval?: EvalOptions;
  help: boolean;
  version: boolean;
}
