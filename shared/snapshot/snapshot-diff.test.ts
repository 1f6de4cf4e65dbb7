import { describe, expect, it } from 'vitest';
import { jsonDiff } from './json-diff.ts';
import { schemaDiff } from './schema-diff.ts';
import { diffSnapshots } from './snapshot-diff.ts';
import type { ServerSnapshot } from './snapshot.ts';

const snapshot = (fields: Partial<ServerSnapshot>): ServerSnapshot => ({
  label: 'x',
  origin: 'x',
  takenAt: 0,
  source: 'log',
  server: { info: { name: 's', version: '1' }, protocolVersion: '2025-11-25' },
  capabilities: { tools: {} },
  findings: [],
  ...fields,
});

const echo = {
  name: 'echo',
  description: 'Echoes',
  inputSchema: {
    type: 'object',
    properties: { message: { type: 'string' }, times: { type: 'integer' } },
    required: ['message'],
  },
};

describe('diffSnapshots', () => {
  it("names added, removed and changed items, and a tool's schema differences by pointer", () => {
    const before = snapshot({
      tools: [
        echo,
        { name: 'gone', inputSchema: { type: 'object' } },
        { name: 'same', inputSchema: { type: 'object' } },
      ],
    });
    const after = snapshot({
      server: { info: { name: 's', version: '2' }, protocolVersion: '2025-11-25' },
      capabilities: { tools: { listChanged: true } },
      tools: [
        {
          ...echo,
          description: 'Echoes back',
          inputSchema: {
            type: 'object',
            properties: { message: { type: 'string' }, times: { type: 'string' }, loud: { type: 'boolean' } },
            required: ['message', 'loud'],
          },
        },
        { name: 'same', inputSchema: { type: 'object' } },
        { name: 'fresh', inputSchema: { type: 'object' } },
      ],
    });
    const diff = diffSnapshots(before, after);
    expect(diff.same).toBe(false);
    expect(diff.server.map((change) => change.text)).toEqual(['/serverInfo/version: "1" → "2"']);
    expect(diff.capabilities).toEqual([
      { pointer: '/tools/listChanged', kind: 'added', text: '/tools/listChanged added: true', after: true },
    ]);
    const tools = diff.sections.find((section) => section.section === 'tools')!;
    expect(tools).toMatchObject({ status: 'compared', unchanged: 1 });
    expect(tools.added.map((item) => item.key)).toEqual(['fresh']);
    expect(tools.removed.map((item) => item.key)).toEqual(['gone']);
    expect(tools.changed.map((item) => item.key)).toEqual(['echo']);
    expect(tools.changed[0]!.changes.map(({ pointer, kind, text }) => ({ pointer, kind, text }))).toEqual([
      { pointer: '/description', kind: 'changed', text: '/description: "Echoes" → "Echoes back"' },
      { pointer: '/inputSchema/properties/times/type', kind: 'type-changed', text: 'type integer → string' },
      { pointer: '/inputSchema/properties/loud', kind: 'property-added', text: 'property "loud" added (boolean)' },
      { pointer: '/inputSchema/required', kind: 'now-required', text: '"loud" is now required' },
    ]);
  });

  it('compares only lists both snapshots hold, and finds nothing between equal snapshots whatever the member order', () => {
    const before = snapshot({ tools: [echo], prompts: [{ name: 'p' }] });
    const after = snapshot({
      tools: [
        {
          inputSchema: {
            required: ['message'],
            properties: { times: { type: 'integer' }, message: { type: 'string' } },
            type: 'object',
          },
          description: 'Echoes',
          name: 'echo',
        },
      ],
      resources: [],
    });
    const diff = diffSnapshots(before, after);
    expect(diff.same).toBe(true);
    expect(diff.sections.map((section) => [section.section, section.status])).toEqual([
      ['tools', 'compared'],
      ['resources', 'only-after'],
      ['resourceTemplates', 'neither'],
      ['prompts', 'only-before'],
      ['skills', 'neither'],
    ]);
  });

  it('keys resources by uri and templates by uriTemplate; unnamed and repeated items still get a key of their own', () => {
    const diff = diffSnapshots(
      snapshot({ resources: [{ uri: 'a://1', name: 'one' }], resourceTemplates: [{ uriTemplate: 't://{x}' }, 'junk'] }),
      snapshot({
        resources: [
          { uri: 'a://1', name: 'uno' },
          { uri: 'a://1', name: 'dup' },
        ],
        resourceTemplates: [{ uriTemplate: 't://{x}' }],
      }),
    );
    const resources = diff.sections.find((section) => section.section === 'resources')!;
    expect(resources.changed.map((item) => [item.key, item.changes.map((change) => change.text)])).toEqual([
      ['a://1', ['/name: "one" → "uno"']],
    ]);
    expect(resources.added.map((item) => item.key)).toEqual(['a://1 (2)']);
    expect(diff.sections.find((section) => section.section === 'resourceTemplates')!.removed).toEqual([
      { key: '#2', item: 'junk' },
    ]);
  });
});

describe('schemaDiff', () => {
  it('follows nested schemas (properties, items, anyOf, $defs) and reports other keywords by pointer', () => {
    const before = {
      type: 'object',
      properties: {
        list: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } },
        mode: { anyOf: [{ const: 'a' }, { type: 'null' }] },
      },
      $defs: { unit: { enum: ['m', 'km'] } },
    };
    const after = {
      type: 'object',
      properties: {
        list: {
          type: 'array',
          items: { type: 'object', properties: { id: { type: ['string', 'number'] } } },
          maxItems: 5,
        },
        mode: { anyOf: [{ const: 'b' }, { type: 'null' }] },
      },
      $defs: { unit: { enum: ['m', 'km', 'mi'] } },
      additionalProperties: false,
    };
    expect(schemaDiff(before, after, '/inputSchema').map(({ pointer, text }) => `${pointer} | ${text}`)).toEqual([
      '/inputSchema/properties/list/items/properties/id/type | type string → string | number',
      '/inputSchema/properties/list/items/required | "id" is no longer required',
      '/inputSchema/properties/list/maxItems | /inputSchema/properties/list/maxItems added: 5',
      '/inputSchema/properties/mode/anyOf/0/const | /inputSchema/properties/mode/anyOf/0/const: "a" → "b"',
      '/inputSchema/$defs/unit/enum/2 | /inputSchema/$defs/unit/enum/2 added: "mi"',
      '/inputSchema/additionalProperties | /inputSchema/additionalProperties added: false',
    ]);
  });

  it('reports a schema that appears, disappears or is not an object as a whole', () => {
    expect(schemaDiff(undefined, { type: 'object' }, '/outputSchema')).toMatchObject([
      { pointer: '/outputSchema', kind: 'added' },
    ]);
    expect(schemaDiff({ type: 'object' }, undefined, '/outputSchema')).toMatchObject([
      { pointer: '/outputSchema', kind: 'removed' },
    ]);
    expect(schemaDiff(true, { type: 'string' })).toMatchObject([{ pointer: '', kind: 'changed' }]);
    expect(schemaDiff({ required: 'x' }, { required: ['x'] })).toMatchObject([
      { pointer: '/required', kind: 'changed' },
    ]);
    expect(schemaDiff({ properties: { 'a/b': {} } }, { properties: {} })).toMatchObject([
      { pointer: '/properties/a~1b', kind: 'property-removed', text: 'property "a/b" removed' },
    ]);
  });

  it('jsonDiff walks arrays by index and says nothing of equal values', () => {
    expect(jsonDiff([1, 2], [1, 3, 4]).map((change) => change.text)).toEqual(['/1: 2 → 3', '/2 added: 4']);
    expect(jsonDiff({ a: { b: 1 } }, { a: { b: 1 } })).toEqual([]);
    expect(jsonDiff('x', undefined)).toMatchObject([{ kind: 'removed', text: 'the value removed (was "x")' }]);
  });
});
