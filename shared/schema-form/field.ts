import type { JsonSchema } from './json-schema.ts';

/** Where a value sits in the arguments object: property names and array indexes. */
export type Path = readonly (string | number)[];

export type Constraints = {
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  enum?: readonly unknown[];
  const?: { value: unknown };
};

export type EnumOption = { value: unknown; label: string };

type FieldBase = {
  /** Property name; for an array item, its index as text. */
  name: string;
  /** Path of this field. For an array's item template the last segment is ITEM_INDEX. */
  path: Path;
  /** What the form labels the control with: the property name. */
  label: string;
  title?: string;
  description?: string;
  required: boolean;
  /** `null` is allowed besides the main type (type arrays, nullable: true, anyOf with {type: null}). */
  nullable: boolean;
  /** Present when the schema has a `default`; `{ value: undefined }` never happens. */
  default?: { value: unknown };
  constraints: Constraints;
  /** The field's schema after $ref/allOf resolution. */
  schema: JsonSchema;
};

export type StringField = FieldBase & { kind: 'string'; format?: string; multiline: boolean };
export type NumberField = FieldBase & { kind: 'number' | 'integer' };
export type BooleanField = FieldBase & { kind: 'boolean' };
export type EnumField = FieldBase & { kind: 'enum'; options: readonly EnumOption[] };
export type ObjectField = FieldBase & {
  kind: 'object';
  fields: readonly Field[];
  /** False when the schema says additionalProperties: false. */
  additionalProperties: boolean;
  /** Present when additionalProperties is a schema: keys beyond the properties are checked against it, its $refs resolved here. */
  extraRoot?: JsonSchema;
};
export type ArrayField = FieldBase & { kind: 'array'; item: Field };
/** Anything the form cannot model: edited as JSON text, never a dead end. */
export type RawField = FieldBase & {
  kind: 'raw';
  reason: string;
  /** What a new array item of this schema starts as: valid where that is plain to see ({} for an object). */
  emptyValue: unknown;
  /** The JSON types the schema admits, when plain to see; absent when any value may do. */
  types?: readonly string[];
  /** A $ref met again inside itself: `root` resolves it afresh, one level per value (see expandRecursive). */
  recursion?: { root: JsonSchema };
  /** The whole schema the field's own sits in: its $refs resolve there when a value typed as JSON is checked. */
  root: JsonSchema;
};

/** One of the types a union field can be edited as; a raw field stands for "edit as JSON". */
export type UnionVariant = { label: string; field: Field };

/**
 * A value of one of several types (a type array, anyOf/oneOf of alternatives
 * the form can model): the person picks which type's control to use.
 */
export type UnionField = FieldBase & {
  kind: 'union';
  /** The choices offered, in schema order; complicated unions end with a JSON choice. */
  variants: readonly UnionVariant[];
  /** Every alternative as a field, those only JSON can edit included: a value that passes one is valid. */
  branches: readonly Field[];
};

export type Field =
  | StringField
  | NumberField
  | BooleanField
  | EnumField
  | ObjectField
  | ArrayField
  | RawField
  | UnionField;

/** Placeholder index in the path of an array's item template. */
export const ITEM_INDEX = -1;

/** The model of a tool's whole inputSchema: normally an object field at the root path. */
export type FormModel = Field;
