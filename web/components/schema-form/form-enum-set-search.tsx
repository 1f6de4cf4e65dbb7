import type { ArrayField, EnumField } from '../../../shared/schema-form/field.ts';
import { enumOptionText } from '../../../shared/schema-form/enum-search.ts';
import { appendedEnumSet } from '../../../shared/schema-form/enum-set.ts';
import { FormEnumSearch } from './form-enum-search.tsx';
import { EmptySetNote } from './form-enum-set-checks.tsx';
import type { FieldProps } from './form-field-props.ts';

/**
 * Too many choices for checkboxes: the chosen ones as chips (in the order
 * they were picked, each with its own Remove), and one search box whose
 * pick adds a chip. A choice already there is not added twice.
 */
export function EnumSetSearch({
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
  const addId = `${env.idFor(path)}-add`;
  const full = field.constraints.maxItems !== undefined && chosen.length >= field.constraints.maxItems;
  const remove = (index: number) => {
    const next = chosen.filter((i) => i !== index).map((i) => item.options[i]!.value);
    env.onChange(path, next.length === 0 && !field.required && !props.inArray ? undefined : next);
  };
  return (
    // relative: the sr-only label is absolutely placed, and must not escape to the page and make it scroll.
    <div className="relative space-y-2">
      <EmptySetNote value={props.value} />
      {chosen.length > 0 ? (
        <ul aria-label={`Chosen for ${name}`} className="flex flex-wrap gap-1.5">
          {chosen.map((index) => {
            const text = enumOptionText(item.options[index]!);
            return (
              <li
                key={index}
                className="flex items-center gap-1 rounded border border-zinc-700 bg-zinc-800/60 py-0.5 pl-2 pr-0.5 font-mono text-[12px] text-zinc-200"
              >
                <span className="max-w-[24rem] truncate" title={text}>
                  {text}
                </span>
                <button
                  type="button"
                  aria-label={`Remove ${text}`}
                  title={`Remove ${text}`}
                  disabled={env.disabled}
                  onClick={() => remove(index)}
                  className="rounded px-1 text-zinc-400 hover:bg-zinc-700 hover:text-zinc-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500 disabled:opacity-50"
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <label id={`${addId}-label`} htmlFor={addId} className="sr-only">
        Add to {name}
      </label>
      <FormEnumSearch
        aria={{ id: addId }}
        options={item.options}
        chosenText=""
        unsetText={undefined}
        placeholder={
          full
            ? `${chosen.length} chosen: the most allowed`
            : `Search ${item.options.length.toLocaleString('en-US')} options to add…`
        }
        disabled={env.disabled || full}
        onChoose={(choice) => {
          if (choice !== 'unset') env.onChange(path, appendedEnumSet(item, chosen, choice));
        }}
        onBlur={() => env.onTouch(path)}
      />
    </div>
  );
}
