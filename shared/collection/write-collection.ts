import type { Collection, CollectionCall } from './collection.ts';

/** Where an editor finds the format when the collection sits at the root of a project that installed mcp-loupe. */
export const COLLECTION_SCHEMA_REF = './node_modules/mcp-loupe/docs/collection.schema.json';

/**
 * A collection as the file keeps it: its fields in the format's order,
 * each call's `match` as written (not as read), two-space JSON. Only what
 * the collection holds is written: variables the person typed at a run
 * or took from the environment are never added.
 */
export function writeCollection(collection: Collection): string {
  const file = {
    $schema: COLLECTION_SCHEMA_REF,
    name: collection.name,
    ...(collection.description !== undefined ? { description: collection.description } : {}),
    ...(Object.keys(collection.variables).length ? { variables: collection.variables } : {}),
    calls: collection.calls.map(callFields),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

function callFields(call: CollectionCall): Record<string, unknown> {
  const head = { name: call.name, ...(call.description !== undefined ? { description: call.description } : {}) };
  const expect = call.expect
    ? {
        expect: {
          ...(call.expect.error !== undefined ? { error: call.expect.error } : {}),
          ...(call.expect.schema !== undefined ? { schema: call.expect.schema } : {}),
          ...(call.expect.match !== undefined ? { match: call.expect.match } : {}),
        },
      }
    : {};
  const args = (given: Readonly<Record<string, unknown>>) => (Object.keys(given).length ? { arguments: given } : {});
  switch (call.kind) {
    case 'tool':
      return { ...head, tool: call.tool, ...args(call.arguments), ...expect };
    case 'prompt':
      return { ...head, prompt: call.prompt, ...args(call.arguments), ...expect };
    case 'resource':
      return { ...head, resource: call.uri, ...expect };
    case 'request':
      return {
        ...head,
        request: call.method,
        ...(call.params !== undefined ? { params: call.params } : {}),
        ...expect,
      };
  }
}
