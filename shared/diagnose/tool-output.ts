import { CfWorkerJsonSchemaValidator } from '@modelcontextprotocol/client/validators/cf-worker';

const validator = new CfWorkerJsonSchemaValidator({ shortcircuit: false });

/**
 * What a tool result breaks of the tool's own `outputSchema`: since
 * 2025-06-18 a tool that declares one must return `structuredContent`
 * that conforms to it (unless the result is an error).
 */
export function toolOutputProblems(tool: unknown, result: unknown): string[] {
  const outputSchema = (tool as { outputSchema?: unknown } | null)?.outputSchema;
  if (outputSchema === undefined || typeof result !== 'object' || result === null) return [];
  const { structuredContent, isError } = result as { structuredContent?: unknown; isError?: unknown };
  if (isError === true) return [];
  if (structuredContent === undefined) return ['structuredContent: missing, but the tool declares an outputSchema, so its results must carry it'];
  let check: ReturnType<typeof validator.getValidator>;
  try {
    check = validator.getValidator(outputSchema as Parameters<typeof validator.getValidator>[0]);
  } catch (error) {
    return [`outputSchema: cannot be used to check the result (${(error as Error).message})`];
  }
  const verdict = check(structuredContent);
  if (verdict.valid) return [];
  return verdict.errorMessage
    .split(/;\s+(?=#)/)
    .map((message) => message.replace(/\.$/, ''))
    .filter((message) => !/does not match schema$/.test(message))
    .map((message) => {
      // "#/temperature: Instance type …" → where, then what.
      const [, pointer = '', text = message] = /^#([^:]*):\s*(.*)$/.exec(message) ?? [];
      return `structuredContent${pointer.replaceAll('/', '.')} does not match the outputSchema: ${text}`;
    });
}
