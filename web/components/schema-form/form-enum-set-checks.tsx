import type { ArrayField, EnumField } from '../../../shared/schema-form/field.ts';
import { enumOptionText } from '../../../shared/schema-form/enum-search.ts';
import { toggledEnumSet } from '../../../shared/schema-form/enum-set.ts';
import { checkboxClass } from './form-classes.ts';
import type { FieldProps } from './form-field-props.ts';

/**
 * A checkbox per choice, in schema order; the value lists the ticked ones in
 * that order. Unticking the last leaves an optional array out (not sent), as
 * removing its last item does; a required one is then []. Once maxItems are
 * ticked the others wait.
 */
export function EnumSetChecks({
  props,
  item,
  chosen,
}: {
  props: FieldProps<ArrayField>;
  item: EnumField;
  chosen: readonly number[];
}) {
  const { field, path, env } = props;
  const name = `${props.labelPrefix ?? ''}${props.labelText}`;
  const full = field.constraints.maxItems !== undefined && chosen.length >= field.constraints.maxItems;
  const toggle = (index: number, on: boolean) => {
    const next = toggledEnumSet(item, chosen, index, on);
    env.onChange(path, next.length === 0 && !field.required && !props.inArray ? undefined : next);
  };
  return (
    <>
      <div role="group" aria-label={name} className="flex flex-wrap gap-x-4 gap-y-1.5">
        {item.options.map((option, index) => {
          const on = chosen.includes(index);
          return (
            <label key={index} className="flex items-center gap-1.5 font-mono text-[13px] text-zinc-200">
              <input
                type="checkbox"
                className={checkboxClass}
                checked={on}
                disabled={env.disabled || (full && !on)}
                onChange={(event) => toggle(index, event.target.checked)}
                onBlur={() => env.onTouch(path)}
              />
              {enumOptionText(option)}
            </label>
          );
        })}
      </div>
      <EmptySetNote value={props.value} />
    </>
  );
}

/** An empty list sent on purpose looks like nothing ticked: say it is sent. */
export function EmptySetNote({ value }: { value: unknown }) {
  return Array.isArray(value) && value.length === 0 ? (
    <p className="text-xs text-zinc-500">None chosen: sent as [].</p>
  ) : null;
}
