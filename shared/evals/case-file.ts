/**
 * An eval case file as read (shared/evals/case-file.md documents it): what a
 * model should do with the server's tools, case by case. Every field here
 * was checked by check-case-file.ts; nothing unknown survives the reading.
 */

/** The providers a model may come from, as the command line names them. */
export type ModelProvider = 'openai-compatible' | 'anthropic' | 'openai' | 'google';

/** A model the file names: its id, and where to reach it when not where the command line says. */
export interface CaseModel {
  readonly model: string;
  readonly provider?: ModelProvider;
  readonly baseUrl?: string;
}

/**
 * What one argument (or one value inside it) must be. A literal is compared
 * as JSON, objects by their keys (all of them under `exact`); the matcher
 * objects say otherwise.
 */
export type ValueMatcher =
  | { readonly kind: 'literal'; readonly value: unknown }
  | { readonly kind: 'equals'; readonly value: unknown }
  | { readonly kind: 'regex'; readonly source: string; readonly flags: string }
  | { readonly kind: 'schema'; readonly schema: Readonly<Record<string, unknown>> }
  | { readonly kind: 'object'; readonly fields: ReadonlyArray<readonly [string, ValueMatcher]> }
  | { readonly kind: 'array'; readonly items: readonly ValueMatcher[] };

/** `subset`: the fields written must match, others may be there; `exact`: no other field, at any depth. */
export type ArgumentsMode = 'subset' | 'exact';

/** One call the model must make. */
export interface ExpectedCall {
  readonly tool: string;
  /** The arguments' fields as written (an `object` matcher); absent: any arguments. */
  readonly arguments?: ValueMatcher & { readonly kind: 'object' };
  readonly match: ArgumentsMode;
  /** A JSON Schema the whole arguments object must satisfy. */
  readonly argumentsSchema?: Readonly<Record<string, unknown>>;
}

/** A message of a conversation given instead of a prompt. */
export interface CaseMessage {
  readonly role: 'user' | 'assistant';
  readonly content: string;
}

export interface CaseExpectation {
  /** Each must be matched by a call of its own, in any order. */
  readonly calls: readonly ExpectedCall[];
  /** Tools the model must not call. */
  readonly notCalled: readonly string[];
  /** What the model's last text must be (a literal: contained in it). */
  readonly text?: ValueMatcher;
}

export interface EvalCase {
  readonly name: string;
  /** The person's messages: one prompt, or a whole conversation ending with the person's turn. */
  readonly conversation: readonly CaseMessage[];
  readonly expect: CaseExpectation;
  /** The model turns the run may take; reaching it fails the case. */
  readonly maxTurns?: number;
  /** Replaces the host's system prompt for this case. */
  readonly system?: string;
  /** A rubric a model answers with pass or fail and its reason. */
  readonly judge?: string;
  /** Where the case starts in its file (1-based), for reports. */
  readonly line?: number;
}

export interface CaseFile {
  readonly cases: readonly EvalCase[];
  /** The models the file is run against when the command line names none. */
  readonly models: readonly CaseModel[];
  /** The model that answers the judges' rubrics; the model under test when absent. */
  readonly judgeModel?: CaseModel;
  /** How many times each case runs per model when the command line does not say. */
  readonly runs?: number;
}
