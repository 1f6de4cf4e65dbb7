import type { ValueMatcher } from '../evals/case-file.ts';

/**
 * A collection: named calls the person keeps in a file beside the
 * server's code, to run again in the page or from the command line
 * (`mcp-loupe --cli run FILE`), each judged against what it expects.
 * The file's form is collection.schema.json; read-collection.ts reads it.
 */
export interface Collection {
  readonly name: string;
  readonly description?: string;
  /** Values for `{{name}}` placeholders, written in the file (never filled in from anywhere else on save). */
  readonly variables: Readonly<Record<string, VariableValue>>;
  readonly calls: readonly CollectionCall[];
}

export type VariableValue = string | number | boolean;

/** What one call sends: a tool call, a prompt, a resource read, or any request (the composer's). */
export type CallTarget =
  | { readonly kind: 'tool'; readonly tool: string; readonly arguments: Readonly<Record<string, unknown>> }
  | { readonly kind: 'prompt'; readonly prompt: string; readonly arguments: Readonly<Record<string, unknown>> }
  | { readonly kind: 'resource'; readonly uri: string }
  | { readonly kind: 'request'; readonly method: string; readonly params?: Readonly<Record<string, unknown>> };

export type CollectionCall = CallTarget & {
  readonly name: string;
  readonly description?: string;
  readonly expect?: Expectation;
  /** The call's line in the file it was read from, for reports that point back into it. */
  readonly line?: number;
};

/**
 * What the call must give. Without one, a call meets it by succeeding (no
 * JSON-RPC error, no tool result with isError). `error`: it must fail
 * instead. `schema`: the result must satisfy the JSON Schema. `match`: the
 * result must hold the fields written (others may be there), `match` as
 * written in the file being kept for saving.
 */
export interface Expectation {
  readonly error?: boolean;
  readonly schema?: Readonly<Record<string, unknown>>;
  readonly match?: unknown;
  /** `match` read as a matcher (`{"regex": …}`, `{"equals": …}`, `{"schema": …}` inside it too). */
  readonly matcher?: ValueMatcher;
}

/** The method each kind of call sends. */
export function callMethod(call: CallTarget): string {
  switch (call.kind) {
    case 'tool':
      return 'tools/call';
    case 'prompt':
      return 'prompts/get';
    case 'resource':
      return 'resources/read';
    case 'request':
      return call.method;
  }
}

/** What the call is of, in a few words: `tools/call echo`, `resources/read file:///a`. */
export function callSubject(call: CallTarget): string {
  switch (call.kind) {
    case 'tool':
      return `tools/call ${call.tool}`;
    case 'prompt':
      return `prompts/get ${call.prompt}`;
    case 'resource':
      return `resources/read ${call.uri}`;
    case 'request':
      return call.method;
  }
}
