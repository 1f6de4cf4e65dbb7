import type { ArrayField } from '../../../shared/schema-form/field.ts';
import { enumSetIndexes, enumSetItem } from '../../../shared/schema-form/enum-set.ts';
import { ENUM_SELECT_MAX } from '../../../shared/schema-form/enum-search.ts';
import { mismatchNote } from '../../../shared/schema-form/describe-field.ts';
import { smallButtonClass } from './form-classes.ts';
import { ArrayFrame } from './form-array-frame.tsx';
import type { FieldProps } from './form-field-props.ts';
import { EnumSetChecks } from './form-enum-set-checks.tsx';
import { EnumSetSearch } from './form-enum-set-search.tsx';
import { SchemaField } from './schema-field.tsx';

/**
 * An array: fixed choices are picked as a set (checkboxes, or above
 * {@link ENUM_SELECT_MAX} of them a search that adds chips); anything else
 * is a list of items with "Add item" and a "Remove" per item (items may be
 * objects or arrays too). A value a set cannot show (a duplicate, a value
 * that is no choice) is shown item by item.
 */
export function ArrayControl(props: FieldProps<ArrayField>) {
  const { field, value } = props;
  const item = enumSetItem(field);
  const chosen = item === undefined ? undefined : enumSetIndexes(item, value);
  if (item !== undefined && chosen !== undefined) {
    return (
      <ArrayFrame props={props}>
        {item.options.length > ENUM_SELECT_MAX ? (
          <EnumSetSearch props={props} item={item} chosen={chosen} />
        ) : (
          <EnumSetChecks props={props} item={item} chosen={chosen} />
        )}
      </ArrayFrame>
    );
  }
  const { path, env } = props;
  const items: readonly unknown[] = Array.isArray(value) ? value : [];
  const full = field.constraints.maxItems !== undefined && items.length >= field.constraints.maxItems;
  const addItem = (
    <button
      type="button"
      className={smallButtonClass}
      aria-describedby={`${env.idFor(path)}-label`}
      disabled={env.disabled || full || (value !== undefined && !Array.isArray(value))}
      onClick={() => env.onAddItem(path, field.item)}
    >
      Add item
    </button>
  );
  return (
    <ArrayFrame props={props} actions={addItem}>
      <ArrayItems {...props} items={items} />
    </ArrayFrame>
  );
}

function ArrayItems(props: FieldProps<ArrayField> & { items: readonly unknown[] }) {
  const { field, path, value, env, items } = props;
  const name = `${props.labelPrefix ?? ''}${props.labelText}`;
  return (
    <>
      {mismatchNote(field, value) !== undefined && !Array.isArray(value) ? null : items.length === 0 ? (
        <p className="text-xs text-zinc-500">{value === null ? 'null' : 'No items.'}</p>
      ) : (
        <ol className="space-y-2">
          {items.map((item, index) => {
            const itemPath = [...path, index];
            return (
              <li key={index}>
                <SchemaField
                  field={field.item}
                  path={itemPath}
                  value={item}
                  labelText={`[${index}]`}
                  labelPrefix={name}
                  inArray
                  trailing={
                    <button
                      type="button"
                      className={smallButtonClass}
                      aria-describedby={`${env.idFor(itemPath)}-label`}
                      disabled={env.disabled}
                      onClick={() => env.onRemoveItem(path, index)}
                    >
                      Remove
                    </button>
                  }
                  env={env}
                />
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}
