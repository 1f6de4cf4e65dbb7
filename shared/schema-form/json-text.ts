import { findJsonSyntaxError } from './json-error-position.ts';

export type JsonTextError = {
  message: string;
  /** 1-based line and column of the problem. */
  line: number;
  column: number;
  offset: number;
};

export type JsonTextResult<T> = { ok: true; value: T } | { ok: false; error: JsonTextError };

/** How the form writes the arguments for the JSON editor. */
export function formatArguments(args: unknown): string {
  return JSON.stringify(args, null, 2) ?? '';
}

export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text[i] === '\n') {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

function failure(text: string, message: string, offset: number): { ok: false; error: JsonTextError } {
  return { ok: false, error: { message, offset, ...lineAndColumn(text, offset) } };
}

export function parseJsonText(text: string): JsonTextResult<unknown> {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    const found = findJsonSyntaxError(text) ?? { message: 'Invalid JSON', offset: 0 };
    return failure(text, found.message, found.offset);
  }
}

/** Parses the JSON editor's text; tool arguments must be a JSON object. */
export function parseArgumentsText(text: string): JsonTextResult<Record<string, unknown>> {
  if (text.trim() === '') return failure(text, 'Enter a JSON object ({} for no arguments)', 0);
  const parsed = parseJsonText(text);
  if (!parsed.ok) return parsed;
  const value = parsed.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    const offset = text.length - text.trimStart().length;
    return failure(text, 'Arguments must be a JSON object', offset);
  }
  return { ok: true, value: value as Record<string, unknown> };
}

export function describeJsonTextError(error: JsonTextError): string {
  return `Line ${error.line}, column ${error.column}: ${error.message}`;
}
