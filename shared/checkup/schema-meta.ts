/**
 * What a JSON Schema must look like, as a schema: the draft-07 meta-schema
 * (json-schema.org/draft-07/schema) with the keywords 2019-09 and 2020-12
 * added ($defs, prefixItems, dependentSchemas, unevaluated*, …), so schemas
 * of any of those dialects are read whole. `items` may be a schema or, as in
 * draft-07, an array of them; `enum` may be any array, as 2020-12 allows.
 * Kept here as data: the page's policy forbids the code generation that
 * validators with built-in meta-schemas rely on.
 */
const schema = { $ref: '#' };
const schemaArray = { $ref: '#/definitions/schemaArray' };
const schemaMap = { type: 'object', additionalProperties: schema };
const nonNegativeInteger = { $ref: '#/definitions/nonNegativeInteger' };
const stringArray = { $ref: '#/definitions/stringArray' };

export const schemaMetaSchema = {
  definitions: {
    schemaArray: { type: 'array', minItems: 1, items: schema },
    nonNegativeInteger: { type: 'integer', minimum: 0 },
    simpleTypes: { enum: ['array', 'boolean', 'integer', 'null', 'number', 'object', 'string'] },
    stringArray: { type: 'array', items: { type: 'string' }, uniqueItems: true },
  },
  type: ['object', 'boolean'],
  properties: {
    $id: { type: 'string' },
    $schema: { type: 'string' },
    $ref: { type: 'string' },
    $anchor: { type: 'string' },
    $dynamicRef: { type: 'string' },
    $dynamicAnchor: { type: 'string' },
    $recursiveRef: { type: 'string' },
    $recursiveAnchor: { type: 'boolean' },
    $vocabulary: { type: 'object', additionalProperties: { type: 'boolean' } },
    $comment: { type: 'string' },
    $defs: schemaMap,
    definitions: schemaMap,
    title: { type: 'string' },
    description: { type: 'string' },
    deprecated: { type: 'boolean' },
    readOnly: { type: 'boolean' },
    writeOnly: { type: 'boolean' },
    examples: { type: 'array' },
    multipleOf: { type: 'number', exclusiveMinimum: 0 },
    maximum: { type: 'number' },
    exclusiveMaximum: { type: 'number' },
    minimum: { type: 'number' },
    exclusiveMinimum: { type: 'number' },
    maxLength: nonNegativeInteger,
    minLength: nonNegativeInteger,
    pattern: { type: 'string' },
    additionalItems: schema,
    items: { anyOf: [schema, schemaArray] },
    prefixItems: schemaArray,
    unevaluatedItems: schema,
    maxItems: nonNegativeInteger,
    minItems: nonNegativeInteger,
    uniqueItems: { type: 'boolean' },
    contains: schema,
    maxContains: nonNegativeInteger,
    minContains: nonNegativeInteger,
    maxProperties: nonNegativeInteger,
    minProperties: nonNegativeInteger,
    required: stringArray,
    additionalProperties: schema,
    unevaluatedProperties: schema,
    properties: schemaMap,
    patternProperties: schemaMap,
    dependencies: { type: 'object', additionalProperties: { anyOf: [schema, stringArray] } },
    dependentSchemas: schemaMap,
    dependentRequired: { type: 'object', additionalProperties: stringArray },
    propertyNames: schema,
    enum: { type: 'array' },
    type: {
      anyOf: [
        { $ref: '#/definitions/simpleTypes' },
        { type: 'array', items: { $ref: '#/definitions/simpleTypes' }, minItems: 1, uniqueItems: true },
      ],
    },
    format: { type: 'string' },
    contentMediaType: { type: 'string' },
    contentEncoding: { type: 'string' },
    contentSchema: schema,
    if: schema,
    then: schema,
    else: schema,
    allOf: schemaArray,
    anyOf: schemaArray,
    oneOf: schemaArray,
    not: schema,
  },
} as const;
