import { Ajv, AjvJsonSchemaValidator } from '@modelcontextprotocol/client/validators/ajv';
import { isRecord } from './checkup-probe.ts';
import { verdict, type Verdict } from './verdict.ts';

interface SchemaError {
  instancePath: string;
  message?: string;
}

/** The part of an Ajv engine used to check a schema against its dialect's meta-schema. */
interface MetaEngine {
  validateSchema(schema: unknown): boolean | Promise<unknown>;
  errors?: SchemaError[] | null;
}

/**
 * The SDK's own validator decides which dialect a schema speaks and whether
 * it compiles (as when it checks a tool's output); the meta-schemas of its
 * engines say whether the schema is valid JSON Schema at all. The SDK keeps
 * its 2020-12 engine private; it is read here only to reach that meta-schema.
 */
const sdkValidator = new AjvJsonSchemaValidator();
let draft7: MetaEngine | undefined;

const DRAFT_07 = /^https?:\/\/json-schema\.org\/draft-07\/schema#?$/;

function metaEngine(schema: Record<string, unknown>): MetaEngine | undefined {
  const declared = schema.$schema;
  if (declared === undefined || (typeof declared === 'string' && /^https?:\/\/json-schema\.org\/draft\/2020-12\/schema#?$/.test(declared))) {
    return (sdkValidator as unknown as { ajv: MetaEngine }).ajv;
  }
  if (typeof declared === 'string' && DRAFT_07.test(declared)) return (draft7 ??= new Ajv({ strict: false, validateSchema: false, allErrors: true }) as unknown as MetaEngine);
  return undefined;
}

/** One error per place in the schema, where the first says it best. */
function describeErrors(errors: readonly SchemaError[]): string {
  const byPlace = new Map<string, string>();
  for (const error of errors) if (!byPlace.has(error.instancePath)) byPlace.set(error.instancePath, error.message ?? 'is invalid');
  return [...byPlace].map(([place, message]) => `${place ? place.slice(1).replaceAll('/', '.') : '(the schema)'} ${message}`).join('; ');
}

/** What makes `schema` unusable as a tool's input or output schema; `advice` for what the checkup cannot judge. */
export function schemaProblems(schema: unknown, member: 'inputSchema' | 'outputSchema'): { errors: string[]; advice: string[] } {
  if (schema === undefined) return member === 'inputSchema' ? { errors: ['inputSchema is missing; every tool must have one'], advice: [] } : { errors: [], advice: [] };
  if (!isRecord(schema)) return { errors: [`${member} is ${JSON.stringify(schema)}, not a JSON Schema object`], advice: [] };
  const errors: string[] = [];
  const advice: string[] = [];
  if (schema.type !== 'object') errors.push(`${member}'s type is ${JSON.stringify(schema.type) ?? 'missing'}; MCP asks for "object"`);
  const engine = metaEngine(schema);
  if (engine) {
    let valid: boolean | Promise<unknown> = true;
    try {
      valid = engine.validateSchema(schema);
    } catch (error) {
      errors.push(`${member} cannot be read as JSON Schema: ${(error as Error).message}`);
    }
    if (valid === false) errors.push(`${member} is not valid JSON Schema: ${describeErrors(engine.errors ?? [])}`);
  }
  if (!errors.length) {
    try {
      sdkValidator.getValidator(schema as Parameters<typeof sdkValidator.getValidator>[0]);
    } catch (error) {
      const message = (error as Error).message;
      // A dialect the validator does not speak is not wrong, only unchecked.
      if (/unsupported dialect/i.test(message)) advice.push(`${member} declares a dialect the checkup cannot check (${String(schema.$schema)})`);
      else errors.push(`${member} does not compile: ${message}`);
    }
  }
  return { errors, advice };
}

/** Every tool's inputSchema (and outputSchema, when it has one) is valid JSON Schema for an object. */
export function judgeToolSchemas(tools: readonly unknown[]): Verdict {
  if (!tools.length) return verdict('not-applicable', 'The server lists no tools');
  const errors: string[] = [];
  const advice: string[] = [];
  let outputs = 0;
  tools.forEach((tool, index) => {
    const name = isRecord(tool) && typeof tool.name === 'string' ? JSON.stringify(tool.name) : `number ${index + 1}`;
    const input = isRecord(tool) ? tool.inputSchema : undefined;
    const output = isRecord(tool) ? tool.outputSchema : undefined;
    if (output !== undefined) outputs++;
    for (const [member, schema] of [['inputSchema', input], ['outputSchema', output]] as const) {
      const found = schemaProblems(schema, member);
      errors.push(...found.errors.map((problem) => `tool ${name}: ${problem}`));
      advice.push(...found.advice.map((problem) => `tool ${name}: ${problem}`));
    }
  });
  if (errors.length) return verdict('fail', errors.slice(0, 4).join('; ') + (errors.length > 4 ? `; and ${errors.length - 4} more` : ''), [...errors, ...advice].join('\n'));
  if (advice.length) return verdict('warning', advice.slice(0, 4).join('; '), advice.join('\n'));
  return verdict('pass', `${tools.length} inputSchema${tools.length === 1 ? '' : 's'} and ${outputs} outputSchema${outputs === 1 ? '' : 's'}, all valid JSON Schema for an object`);
}
