import { buildFormModel } from '../schema-form/build-fields.ts';
import { validateArguments } from '../schema-form/validate.ts';
import type { ExpectedCall } from './case-file.ts';
import { matchValue, type Mismatch } from './match-value.ts';
import type { TranscriptCall } from './run-transcript.ts';

/**
 * How a call's arguments miss an expected call's: the fields written
 * (subset or exact), then `argumentsSchema` by the form's own validator,
 * the one that checks a person's arguments before a call. Arguments the
 * model wrote as text that is not JSON miss every expectation that looks
 * at arguments.
 */
export function callMismatches(want: ExpectedCall, call: TranscriptCall): Mismatch[] {
  if (want.arguments === undefined && want.argumentsSchema === undefined) return [];
  if (call.argumentsText !== undefined)
    return [{ path: '', expected: 'arguments as JSON', actual: `text that is not JSON: ${cut(call.argumentsText)}` }];
  const args = call.arguments ?? {};
  const mismatches = want.arguments ? matchValue(want.arguments, args, want.match) : [];
  if (want.argumentsSchema) {
    const errors = validateArguments(buildFormModel(want.argumentsSchema), args);
    for (const [path, message] of Object.entries(errors))
      mismatches.push({
        path,
        expected: `what argumentsSchema allows (${message})`,
        actual: cut(JSON.stringify(args)),
      });
  }
  return mismatches;
}

function cut(text: string): string {
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}
