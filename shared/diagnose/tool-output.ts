import { CfWorkerJsonSchemaValidator } from '@modelcontextprotocol/client/validators/cf-worker';
import { pointer, type Finding } from './finding.ts';
import { schemaFailures } from './schema-failures.ts';

const validator = new CfWorkerJsonSchemaValidator({ shortcircuit: false });

/** outputSchema and structuredContent arrived in this revision. */
const OUTPUT_SCHEMA_SINCE = '2025-06-18';

/**
 * What a tool result breaks of the tool's own `outputSchema`: since
 * 2025-06-18 a tool that declares one must return `structuredContent`
 * that conforms to it (unless the result is an error): Tools › Output
 * Schema, "Servers MUST provide structured results that conform to this
 * schema". Pointers start at `/result`, as on the response frame.
 * `revision` is the one the connection speaks (the finding's source).
 */
export function toolOutputFindings(tool: unknown, result: unknown, revision?: string): Finding[] {
  const outputSchema = (tool as { outputSchema?: unknown } | null)?.outputSchema;
  if (outputSchema === undefined || typeof result !== 'object' || result === null) return [];
  const { structuredContent, isError } = result as { structuredContent?: unknown; isError?: unknown };
  if (isError === true) return [];
  const source = revision !== undefined && revision > OUTPUT_SCHEMA_SINCE ? revision : OUTPUT_SCHEMA_SINCE;
  if (structuredContent === undefined) {
    return [
      {
        rule: 'structured-content-missing',
        severity: 'error',
        pointer: '/result',
        source,
        message: 'structuredContent: missing, but the tool declares an outputSchema, so its results must carry it',
      },
    ];
  }
  let check: ReturnType<typeof validator.getValidator>;
  try {
    check = validator.getValidator(outputSchema as Parameters<typeof validator.getValidator>[0]);
  } catch (error) {
    // The inspector's validator could not take the schema: nothing is said of the result either way.
    return [
      outputSchemaNotChecked(
        `outputSchema: cannot be used to check the result (${(error as Error).message})`,
        'server',
      ),
    ];
  }
  const verdict = check(structuredContent);
  if (verdict.valid) return [];
  return schemaFailures(verdict.errorMessage).map(
    ({ where, keys, text }): Finding => ({
      rule: 'output-schema-mismatch',
      severity: 'error',
      pointer: pointer('result', 'structuredContent', ...keys),
      source,
      message: `structuredContent${where.replaceAll('/', '.')} does not match the outputSchema: ${text}`,
    }),
  );
}

/**
 * Says the result was not checked against the tool's outputSchema, and why:
 * an `info` finding (it judges nothing). `cause`: `probe` when the inspector
 * could not learn the schema, `server` when the schema could not be used.
 */
export function outputSchemaNotChecked(message: string, cause: 'server' | 'probe'): Finding {
  return {
    rule: 'output-schema-not-checked',
    severity: 'info',
    pointer: '/result',
    source: OUTPUT_SCHEMA_SINCE,
    message,
    ...(cause === 'probe' ? { cause } : {}),
  };
}

/** The same, as sentences (for readers that list problems as text). */
export function toolOutputProblems(tool: unknown, result: unknown): string[] {
  return toolOutputFindings(tool, result).map((finding) => finding.message);
}
