import { describe, expect, it } from 'vitest';
import type { ChangeClass } from './contract-change.ts';
import { contractDiff } from './contract-diff.ts';
import { wordChangeRatio } from './description-change.ts';
import type { ServerSnapshot } from './snapshot.ts';

const snapshot = (fields: Partial<ServerSnapshot> = {}): ServerSnapshot => ({
  label: 'x',
  origin: 'x',
  takenAt: 0,
  source: 'log',
  server: { info: { name: 'weather', version: '1.0.0' }, protocolVersion: '2025-11-25' },
  capabilities: { tools: { listChanged: true }, prompts: {}, resources: {} },
  tools: [],
  prompts: [],
  resources: [],
  resourceTemplates: [],
  findings: [],
  ...fields,
});
const tool = (fields: Record<string, unknown> = {}) => ({
  name: 'forecast',
  description: 'Forecast for a city',
  inputSchema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
  ...fields,
});
const input = (properties: Record<string, unknown>, more: Record<string, unknown> = {}) =>
  tool({ inputSchema: { type: 'object', properties, ...more } });
const output = (properties: Record<string, unknown>, more: Record<string, unknown> = {}) =>
  tool({ outputSchema: { type: 'object', properties, ...more } });

/** [rule, class, pointer, tools before, tools after] */
const toolCases: Array<[string, ChangeClass, string, unknown[], unknown[]]> = [
  ['tool-removed', 'breaking', '/tools/forecast', [tool()], []],
  ['tool-added', 'compatible', '/tools/forecast', [], [tool()]],
  [
    'input-required-added',
    'breaking',
    '/tools/forecast/inputSchema/properties/days',
    [input({})],
    [input({ days: { type: 'integer' } }, { required: ['days'] })],
  ],
  [
    'input-property-added',
    'compatible',
    '/tools/forecast/inputSchema/properties/days',
    [input({})],
    [input({ days: {} })],
  ],
  [
    'input-made-required',
    'breaking',
    '/tools/forecast/inputSchema/properties/days',
    [input({ days: {} })],
    [input({ days: {} }, { required: ['days'] })],
  ],
  [
    'input-made-optional',
    'compatible',
    '/tools/forecast/inputSchema/properties/days',
    [input({ days: {} }, { required: ['days'] })],
    [input({ days: {} })],
  ],
  [
    'input-type-narrowed',
    'breaking',
    '/tools/forecast/inputSchema/properties/days/type',
    [input({ days: { type: ['integer', 'string'] } })],
    [input({ days: { type: 'integer' } })],
  ],
  [
    'input-type-narrowed',
    'breaking',
    '/tools/forecast/inputSchema/properties/days/type',
    [input({ days: {} })],
    [input({ days: { type: 'integer' } })],
  ],
  [
    'input-type-widened',
    'compatible',
    '/tools/forecast/inputSchema/properties/days/type',
    [input({ days: { type: 'integer' } })],
    [input({ days: { type: ['integer', 'string'] } })],
  ],
  [
    'input-widened-null',
    'risky',
    '/tools/forecast/inputSchema/properties/days/type',
    [input({ days: { type: 'integer' } })],
    [input({ days: { type: ['integer', 'null'] } })],
  ],
  [
    'input-widened-fraction',
    'risky',
    '/tools/forecast/inputSchema/properties/days/type',
    [input({ days: { type: 'integer' } })],
    [input({ days: { type: 'number' } })],
  ],
  [
    'input-enum-value-removed',
    'breaking',
    '/tools/forecast/inputSchema/properties/unit/enum',
    [input({ unit: { enum: ['C', 'F', 'K'] } })],
    [input({ unit: { enum: ['C', 'F'] } })],
  ],
  [
    'input-enum-value-added',
    'compatible',
    '/tools/forecast/inputSchema/properties/unit/enum',
    [input({ unit: { enum: ['C'] } })],
    [input({ unit: { enum: ['C', 'F'] } })],
  ],
  [
    'input-enum-added',
    'breaking',
    '/tools/forecast/inputSchema/properties/unit/enum',
    [input({ unit: { type: 'string' } })],
    [input({ unit: { type: 'string', enum: ['C'] } })],
  ],
  [
    'input-bound-tightened',
    'breaking',
    '/tools/forecast/inputSchema/properties/days/maximum',
    [input({ days: { type: 'integer', maximum: 14 } })],
    [input({ days: { type: 'integer', maximum: 7 } })],
  ],
  [
    'input-bound-tightened',
    'breaking',
    '/tools/forecast/inputSchema/properties/city/minLength',
    [input({ city: { type: 'string' } })],
    [input({ city: { type: 'string', minLength: 2 } })],
  ],
  [
    'input-bound-tightened',
    'breaking',
    '/tools/forecast/inputSchema/properties/days/maxItems',
    [input({ days: { type: 'array' } })],
    [input({ days: { type: 'array', maxItems: 3 } })],
  ],
  [
    'input-bound-loosened',
    'compatible',
    '/tools/forecast/inputSchema/properties/days/maximum',
    [input({ days: { type: 'integer', maximum: 7 } })],
    [input({ days: { type: 'integer', maximum: 14 } })],
  ],
  [
    'input-constraint-added',
    'breaking',
    '/tools/forecast/inputSchema/properties/city/pattern',
    [input({ city: { type: 'string' } })],
    [input({ city: { type: 'string', pattern: '^[A-Z]' } })],
  ],
  [
    'constraint-changed',
    'risky',
    '/tools/forecast/inputSchema/properties/city/pattern',
    [input({ city: { type: 'string', pattern: '^[A-Z]' } })],
    [input({ city: { type: 'string', pattern: '^[a-z]' } })],
  ],
  [
    'input-additional-forbidden',
    'breaking',
    '/tools/forecast/inputSchema/additionalProperties',
    [input({ city: {} })],
    [input({ city: {} }, { additionalProperties: false })],
  ],
  [
    'input-property-removed',
    'risky',
    '/tools/forecast/inputSchema/properties/days',
    [input({ city: {}, days: {} })],
    [input({ city: {} })],
  ],
  [
    'input-property-removed-refused',
    'breaking',
    '/tools/forecast/inputSchema/properties/days',
    [input({ city: {}, days: {} }, { additionalProperties: false })],
    [input({ city: {} }, { additionalProperties: false })],
  ],
  [
    'default-changed',
    'risky',
    '/tools/forecast/inputSchema/properties/days/default',
    [input({ days: { type: 'integer', default: 3 } })],
    [input({ days: { type: 'integer', default: 7 } })],
  ],
  [
    'output-property-removed',
    'breaking',
    '/tools/forecast/outputSchema/properties/high',
    [output({ high: { type: 'number' }, low: { type: 'number' } })],
    [output({ low: { type: 'number' } })],
  ],
  [
    'output-made-optional',
    'breaking',
    '/tools/forecast/outputSchema/properties/high',
    [output({ high: { type: 'number' } }, { required: ['high'] })],
    [output({ high: { type: 'number' } })],
  ],
  [
    'output-retyped',
    'breaking',
    '/tools/forecast/outputSchema/properties/high/type',
    [output({ high: { type: 'number' } })],
    [output({ high: { type: 'string' } })],
  ],
  [
    'output-property-added',
    'compatible',
    '/tools/forecast/outputSchema/properties/wind',
    [output({ high: { type: 'number' } })],
    [output({ high: { type: 'number' }, wind: { type: 'number' } })],
  ],
  [
    'output-enum-value-added',
    'risky',
    '/tools/forecast/outputSchema/properties/sky/enum',
    [output({ sky: { enum: ['sun', 'rain'] } })],
    [output({ sky: { enum: ['sun', 'rain', 'snow'] } })],
  ],
  ['output-schema-removed', 'breaking', '/tools/forecast/outputSchema', [output({})], [tool()]],
  ['output-schema-added', 'compatible', '/tools/forecast/outputSchema', [tool()], [output({})]],
  [
    'app-removed',
    'breaking',
    '/tools/forecast/_meta/ui/resourceUri',
    [tool({ _meta: { ui: { resourceUri: 'ui://forecast/view.html' } } })],
    [tool()],
  ],
  [
    'app-added',
    'compatible',
    '/tools/forecast/_meta/ui/resourceUri',
    [tool()],
    [tool({ _meta: { ui: { resourceUri: 'ui://v' } } })],
  ],
  [
    'task-required',
    'breaking',
    '/tools/forecast/execution',
    [tool()],
    [tool({ execution: { taskSupport: 'required' } })],
  ],
  [
    'task-support-changed',
    'compatible',
    '/tools/forecast/execution',
    [tool()],
    [tool({ execution: { taskSupport: 'optional' } })],
  ],
  [
    'no-longer-read-only',
    'risky',
    '/tools/forecast/annotations/readOnlyHint',
    [tool({ annotations: { readOnlyHint: true } })],
    [tool({ annotations: { readOnlyHint: false } })],
  ],
  [
    'now-destructive',
    'risky',
    '/tools/forecast/annotations/destructiveHint',
    [tool({ annotations: { destructiveHint: false } })],
    [tool({ annotations: {} })],
  ],
  [
    'annotation-changed',
    'compatible',
    '/tools/forecast/annotations/readOnlyHint',
    [tool({ annotations: { readOnlyHint: false } })],
    [tool({ annotations: { readOnlyHint: true } })],
  ],
  [
    'description-changed',
    'risky',
    '/tools/forecast/description',
    [tool({ description: 'Forecast for a city' })],
    [tool({ description: 'Deletes the saved forecasts of a city' })],
  ],
  [
    'description-reworded',
    'compatible',
    '/tools/forecast/description',
    [tool({ description: 'Returns the weather forecast for the given city, by day, for up to a week.' })],
    [tool({ description: 'Returns the weather forecast for the given city, by day, for up to one week.' })],
  ],
  [
    'input-alternatives-narrowed',
    'breaking',
    '/tools/forecast/inputSchema/properties/when/anyOf',
    [input({ when: { anyOf: [{ type: 'string' }, { type: 'integer' }] } })],
    [input({ when: { anyOf: [{ type: 'string' }] } })],
  ],
  [
    'input-alternatives-widened',
    'compatible',
    '/tools/forecast/inputSchema/properties/when/oneOf',
    [input({ when: { oneOf: [{ type: 'string' }] } })],
    [input({ when: { oneOf: [{ type: 'string' }, { type: 'integer' }] } })],
  ],
  [
    'input-bound-tightened',
    'breaking',
    '/tools/forecast/inputSchema/properties/when/anyOf/1/minimum',
    [input({ when: { anyOf: [{ type: 'string' }, { type: 'integer' }] } })],
    [input({ when: { anyOf: [{ type: 'string' }, { type: 'integer', minimum: 0 }] } })],
  ],
  [
    'input-type-narrowed',
    'breaking',
    '/tools/forecast/inputSchema/properties/days/items/type',
    [input({ days: { type: 'array', items: { type: ['integer', 'string'] } } })],
    [input({ days: { type: 'array', items: { type: 'integer' } } })],
  ],
  [
    'input-required-added',
    'breaking',
    '/tools/forecast/inputSchema/properties/place/properties/country',
    [input({ place: { type: 'object', properties: { city: {} } } })],
    [input({ place: { type: 'object', properties: { city: {}, country: {} }, required: ['country'] } })],
  ],
  [
    'schema-not-compared',
    'risky',
    '/tools/forecast/inputSchema/properties/when/anyOf',
    [input({ when: { anyOf: [{ type: 'string' }, { type: 'integer' }] } })],
    [input({ when: { anyOf: [{ type: 'boolean' }] } })],
  ],
  [
    'schema-not-compared',
    'risky',
    '/tools/forecast/inputSchema/properties/when/not',
    [input({ when: { not: { type: 'string' } } })],
    [input({ when: { not: { type: 'integer' } } })],
  ],
];

describe('contractDiff: tools', () => {
  it.each(toolCases)('%s is %s at %s', (rule, klass, pointer, before, after) => {
    const diff = contractDiff(snapshot({ tools: before }), snapshot({ tools: after }));
    expect(diff.changes).toContainEqual(expect.objectContaining({ rule, class: klass, pointer }));
    expect(diff.counts[klass]).toBeGreaterThan(0);
  });

  it('follows local $refs into $defs and compares what they point at, recursive ones once', () => {
    const place = (maxLength: number) => ({
      type: 'object',
      properties: { where: { $ref: '#/$defs/place' } },
      $defs: {
        place: { type: 'object', properties: { name: { type: 'string', maxLength }, near: { $ref: '#/$defs/place' } } },
      },
    });
    const diff = contractDiff(
      snapshot({ tools: [tool({ inputSchema: place(100) })] }),
      snapshot({ tools: [tool({ inputSchema: place(50) })] }),
    );
    expect(diff.changes).toContainEqual(
      expect.objectContaining({
        rule: 'input-bound-tightened',
        class: 'breaking',
        pointer: '/tools/forecast/inputSchema/properties/where/properties/name/maxLength',
      }),
    );
  });

  it('calls a $ref it cannot follow risky, "could not compare", never compatible', () => {
    const diff = contractDiff(
      snapshot({ tools: [input({ where: { $ref: 'https://example.com/place.json' } })] }),
      snapshot({ tools: [input({ where: { $ref: 'https://example.com/place2.json' } })] }),
    );
    expect(diff.changes).toEqual([
      expect.objectContaining({
        class: 'risky',
        rule: 'schema-not-compared',
        why: expect.stringContaining('could not compare'),
      }),
    ]);
  });

  it('finds nothing between equal snapshots whatever the order of lists and members', () => {
    const a = tool({ name: 'a' });
    const b = tool({
      name: 'b',
      inputSchema: { required: ['city'], properties: { city: { type: 'string' } }, type: 'object' },
    });
    expect(contractDiff(snapshot({ tools: [a, tool({ name: 'b' })] }), snapshot({ tools: [b, a] })).changes).toEqual(
      [],
    );
  });

  it('finds nothing when a tool only spells out the default taskSupport (no execution before, "forbidden" now)', () => {
    // server-filesystem's later releases declare execution: { taskSupport: "forbidden" } on every tool: no change.
    const now = tool({ execution: { taskSupport: 'forbidden' } });
    expect(contractDiff(snapshot({ tools: [tool()] }), snapshot({ tools: [now] })).changes).toEqual([]);
  });
});

describe('contractDiff: skills', () => {
  const skill = (fields: Record<string, unknown> = {}) => ({
    uri: 'skill://deploy/SKILL.md',
    name: 'deploy',
    description: 'How to deploy this service',
    resources: [{ uri: 'skill://deploy/SKILL.md', digest: `sha256:${'a'.repeat(64)}` }],
    ...fields,
  });
  it('a skill removed is breaking, one added compatible, its files changed compatible', () => {
    const removed = contractDiff(snapshot({ skills: [skill()] }), snapshot({ skills: [] })).changes;
    expect(removed).toEqual([expect.objectContaining({ class: 'breaking', rule: 'skill-removed' })]);
    expect(removed[0]!.pointer).toBe('/skills/skill:~1~1deploy~1SKILL.md');
    const added = contractDiff(snapshot({ skills: [] }), snapshot({ skills: [skill()] })).changes;
    expect(added).toEqual([expect.objectContaining({ class: 'compatible', rule: 'skill-added' })]);
    const files = [{ uri: 'skill://deploy/SKILL.md', digest: `sha256:${'b'.repeat(64)}` }];
    const changed = contractDiff(snapshot({ skills: [skill()] }), snapshot({ skills: [skill({ resources: files })] }));
    expect(changed.changes).toEqual([
      expect.objectContaining({
        class: 'compatible',
        rule: 'skill-content-changed',
        pointer: expect.stringMatching(/\/resources$/),
      }),
    ]);
  });
});

describe('contractDiff: prompts, templates, resources', () => {
  const prompt = (args: unknown[]) => ({ name: 'brief', arguments: args });
  it.each([
    ['prompt-removed', 'breaking', { prompts: [prompt([])] }, { prompts: [] }],
    ['prompt-added', 'compatible', { prompts: [] }, { prompts: [prompt([])] }],
    [
      'prompt-required-argument-added',
      'breaking',
      { prompts: [prompt([])] },
      { prompts: [prompt([{ name: 'city', required: true }])] },
    ],
    ['prompt-argument-added', 'compatible', { prompts: [prompt([])] }, { prompts: [prompt([{ name: 'city' }])] }],
    [
      'prompt-argument-made-required',
      'breaking',
      { prompts: [prompt([{ name: 'city' }])] },
      { prompts: [prompt([{ name: 'city', required: true }])] },
    ],
    ['prompt-argument-removed', 'risky', { prompts: [prompt([{ name: 'city' }])] }, { prompts: [prompt([])] }],
    [
      'resource-template-removed',
      'breaking',
      { resourceTemplates: [{ uriTemplate: 'w://{city}', name: 'c' }] },
      { resourceTemplates: [] },
    ],
    ['resource-removed', 'risky', { resources: [{ uri: 'w://today', name: 't' }] }, { resources: [] }],
    [
      'mime-type-changed',
      'risky',
      { resources: [{ uri: 'w://today', name: 't', mimeType: 'text/plain' }] },
      { resources: [{ uri: 'w://today', name: 't', mimeType: 'application/json' }] },
    ],
  ] as const)('%s is %s', (rule, klass, before, after) => {
    const diff = contractDiff(snapshot(before as Partial<ServerSnapshot>), snapshot(after as Partial<ServerSnapshot>));
    expect(diff.changes).toContainEqual(expect.objectContaining({ rule, class: klass }));
  });
});

describe('contractDiff: the server', () => {
  it('a capability removed is breaking, one added compatible', () => {
    const diff = contractDiff(
      snapshot({ capabilities: { tools: { listChanged: true }, prompts: {} } }),
      snapshot({ capabilities: { tools: {}, logging: {} } }),
    );
    expect(diff.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          rule: 'capability-removed',
          class: 'breaking',
          pointer: '/capabilities/tools/listChanged',
        }),
        expect.objectContaining({ rule: 'capability-removed', class: 'breaking', pointer: '/capabilities/prompts' }),
        expect.objectContaining({ rule: 'capability-added', class: 'compatible', pointer: '/capabilities/logging' }),
      ]),
    );
  });

  it('settling on an older protocol revision is breaking; on a newer one, compatible', () => {
    const on = (protocolVersion: string) => snapshot({ server: { info: { name: 'weather' }, protocolVersion } });
    expect(contractDiff(on('2025-11-25'), on('2025-06-18')).changes).toEqual([
      expect.objectContaining({ rule: 'revision-dropped', class: 'breaking', pointer: '/protocolVersion' }),
    ]);
    expect(contractDiff(on('2025-06-18'), on('2025-11-25')).changes).toEqual([
      expect.objectContaining({ rule: 'revision-newer', class: 'compatible' }),
    ]);
  });

  it('says two servers are unrelated when their names differ and they share nothing, not when they share a tool', () => {
    const other = { server: { info: { name: 'calendar' }, protocolVersion: '2025-11-25' } };
    expect(
      contractDiff(snapshot({ tools: [tool()] }), snapshot({ ...other, tools: [tool({ name: 'events' })] })).unrelated,
    ).toMatch(/"weather" and "calendar", with no tool, prompt, resource or template in common/);
    const renamed = contractDiff(snapshot({ tools: [tool()] }), snapshot({ ...other, tools: [tool()] }));
    expect(renamed.unrelated).toBeUndefined();
    expect(renamed.changes).toContainEqual(expect.objectContaining({ rule: 'server-renamed', class: 'risky' }));
  });
});

describe('wordChangeRatio', () => {
  it('ignores case and punctuation, and counts words changed over the longer text', () => {
    expect(wordChangeRatio('Forecast, for a city.', 'forecast for a city')).toBe(0);
    expect(wordChangeRatio('a b c d', 'a b x d')).toBe(0.25);
    expect(wordChangeRatio('', 'new words')).toBe(1);
  });
});
