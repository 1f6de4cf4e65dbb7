import { type Finding, findingMessages } from '../diagnose/finding.ts';
import type { RuleId } from '../diagnose/rules/index.ts';
import { isRecord } from '../lib/guards.ts';
import { entryFinding, within } from '../protocol-read/read-fields.ts';
import { CfWorkerJsonSchemaValidator } from '@modelcontextprotocol/client/validators/cf-worker';
import { schemaMetaSchema } from './schema-meta.ts';
import { verdict, type Verdict } from './verdict.ts';

/** Checks a schema against the meta-schema, without code generation (the page forbids it). */
const metaCheck = new CfWorkerJsonSchemaValidator({ draft: '7', shortcircuit: false }).getValidator(
  schemaMetaSchema as unknown as Parameters<CfWorkerJsonSchemaValidator['getValidator']>[0],
);

const DIALECTS = /^https?:\/\/json-schema\.org\/(draft\/2020-12|draft\/2019-09|draft-07|draft-06)\/schema#?$/;

/** Words that only say "somewhere below": the deepest place says what is wrong. */
const vague = /does not match (schema|additional properties schema|any subschemas)|A subschema had errors/;

/** The validator's messages, one per place in the schema (the deepest), as `properties.count.type: …`. */
function describeErrors(errorMessage: string): string {
  const byPlace = new Map<string, string>();
  for (const part of errorMessage.split(/;\s+(?=#)/)) {
    const [, place = '', message = part] = /^#([^:]*):\s*(.*)$/s.exec(part) ?? [];
    if (vague.test(message) || byPlace.has(place)) continue;
    byPlace.set(place, message.replace(/\.$/, ''));
  }
  const places = [...byPlace.keys()];
  return places
    .filter((place) => !places.some((other) => other !== place && other.startsWith(`${place}/`)))
    .map((place) => `${place ? `${place.slice(1).replaceAll('/', '.')}: ` : ''}${byPlace.get(place)}`)
    .join('; ');
}

/** Local references (`#/$defs/x`, `#name`) that lead nowhere in the schema. */
function unresolvedRefs(root: Record<string, unknown>): string[] {
  const anchors = new Set<string>();
  const refs: string[] = [];
  const visit = (node: unknown, depth: number): void => {
    if (depth > 64 || typeof node !== 'object' || node === null) return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item, depth + 1);
      return;
    }
    const record = node as Record<string, unknown>;
    for (const key of ['$anchor', '$dynamicAnchor'])
      if (typeof record[key] === 'string') anchors.add(record[key] as string);
    if (typeof record.$ref === 'string' && record.$ref.startsWith('#')) refs.push(record.$ref);
    for (const [key, value] of Object.entries(record))
      if (key !== 'enum' && key !== 'const' && key !== 'default' && key !== 'examples') visit(value, depth + 1);
  };
  visit(root, 0);
  return [...new Set(refs)].filter((ref) =>
    ref === '#'
      ? false
      : ref.startsWith('#/')
        ? resolvePointer(root, ref.slice(1)) === undefined
        : !anchors.has(ref.slice(1)),
  );
}

function resolvePointer(root: unknown, pointer: string): unknown {
  let node: unknown = root;
  for (const raw of pointer.split('/').slice(1)) {
    const key = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    if (typeof node !== 'object' || node === null || !(key in node)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * What makes `schema` unusable as a tool's input or output schema (pointers
 * within the tool); `advice` for what the checkup cannot judge.
 */
export function schemaFindings(
  schema: unknown,
  member: 'inputSchema' | 'outputSchema',
): { errors: Finding[]; advice: Finding[] } {
  const at = (rule: RuleId, message: string, severity?: Finding['severity']) =>
    entryFinding(rule, [member], message, severity);
  if (schema === undefined)
    return member === 'inputSchema'
      ? { errors: [at('member-missing', 'inputSchema is missing; every tool must have one')], advice: [] }
      : { errors: [], advice: [] };
  if (!isRecord(schema))
    return {
      errors: [at('tool-schema-not-object', `${member} is ${JSON.stringify(schema)}, not a JSON Schema object`)],
      advice: [],
    };
  const errors: Finding[] = [];
  const advice: Finding[] = [];
  if (schema.type !== 'object')
    errors.push(
      at(
        'tool-schema-not-object',
        `${member}'s type is ${JSON.stringify(schema.type) ?? 'missing'}; MCP asks for "object"`,
      ),
    );
  if (schema.$schema !== undefined && (typeof schema.$schema !== 'string' || !DIALECTS.test(schema.$schema))) {
    // A dialect the checkup does not know is not wrong, only unchecked.
    advice.push(
      at(
        'tool-schema-dialect-unknown',
        `${member} declares a dialect the checkup cannot check (${JSON.stringify(schema.$schema)})`,
        'warning',
      ),
    );
    return { errors, advice };
  }
  const meta = metaCheck(schema);
  if (!meta.valid)
    errors.push(
      at('tool-schema-invalid', `${member} is not valid JSON Schema: ${describeErrors(meta.errorMessage ?? '')}`),
    );
  const unresolved = unresolvedRefs(schema);
  if (unresolved.length)
    errors.push(
      at(
        'tool-schema-unresolved-ref',
        `${member} refers to what it does not define: ${unresolved.map((ref) => JSON.stringify(ref)).join(', ')}`,
      ),
    );
  return { errors, advice };
}

/**
 * Every tool's inputSchema (and outputSchema, when it has one) is valid JSON
 * Schema for an object; the verdict's text is made of the findings.
 */
export function judgeToolSchemas(tools: readonly unknown[]): Verdict {
  if (!tools.length) return verdict('not-applicable', 'The server lists no tools');
  const errors: Finding[] = [];
  const advice: Finding[] = [];
  let outputs = 0;
  tools.forEach((tool, index) => {
    const name = isRecord(tool) && typeof tool.name === 'string' ? JSON.stringify(tool.name) : `number ${index + 1}`;
    const input = isRecord(tool) ? tool.inputSchema : undefined;
    const output = isRecord(tool) ? tool.outputSchema : undefined;
    if (output !== undefined) outputs++;
    for (const [member, schema] of [
      ['inputSchema', input],
      ['outputSchema', output],
    ] as const) {
      const found = schemaFindings(schema, member);
      errors.push(...within(found.errors, `tool ${name}`, [index]));
      advice.push(...within(found.advice, `tool ${name}`, [index]));
    }
  });
  const errorText = findingMessages(errors);
  const adviceText = findingMessages(advice);
  if (errorText.length)
    return verdict(
      'fail',
      errorText.slice(0, 4).join('; ') + (errorText.length > 4 ? `; and ${errorText.length - 4} more` : ''),
      [...errorText, ...adviceText].join('\n'),
    );
  if (adviceText.length) return verdict('warning', adviceText.slice(0, 4).join('; '), adviceText.join('\n'));
  return verdict(
    'pass',
    `${tools.length} inputSchema${tools.length === 1 ? '' : 's'} and ${outputs} outputSchema${outputs === 1 ? '' : 's'}, all valid JSON Schema for an object`,
  );
}
