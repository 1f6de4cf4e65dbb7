import type { FieldProps } from './form-field-props.ts';
import { ArrayControl } from './schema-field-array.tsx';
import { BooleanControl } from './schema-field-boolean.tsx';
import { EnumControl } from './schema-field-enum.tsx';
import { NumberControl } from './schema-field-number.tsx';
import { ObjectControl } from './schema-field-object.tsx';
import { RawControl } from './schema-field-raw.tsx';
import { StringControl } from './schema-field-string.tsx';
import { UnionControl } from './schema-field-union.tsx';

/** The control for one field of the model, chosen by its kind. */
export function SchemaField(props: FieldProps) {
  const { field } = props;
  switch (field.kind) {
    case 'string':
      return <StringControl {...props} field={field} />;
    case 'number':
    case 'integer':
      return <NumberControl {...props} field={field} />;
    case 'boolean':
      return <BooleanControl {...props} field={field} />;
    case 'enum':
      return <EnumControl {...props} field={field} />;
    case 'object':
      return <ObjectControl {...props} field={field} />;
    case 'array':
      return <ArrayControl {...props} field={field} />;
    case 'raw':
      return <RawControl {...props} field={field} />;
    case 'union':
      return <UnionControl {...props} field={field} />;
  }
}
