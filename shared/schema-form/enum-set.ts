import type { ArrayField, EnumField } from './field.ts';
import { enumIndex } from './input-value.ts';

/**
 * An array whose items are fixed choices is picked as a set (a checkbox per
 * choice, or a search that adds chips): each new item no longer starts at
 * the first choice, which made duplicates the default. The item's enum,
 * when the array is one.
 */
export function enumSetItem(field: ArrayField): EnumField | undefined {
  return field.item.kind === 'enum' && field.item.options.length > 1 ? field.item : undefined;
}

/**
 * The chosen options' indexes, in the value's order, when a set can show
 * the value: nothing sent yet, or distinct options. Undefined for a value a
 * set would hide (a duplicate, something that is no option, not an array):
 * the form shows it item by item instead.
 */
export function enumSetIndexes(item: EnumField, value: unknown): number[] | undefined {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return undefined;
  const indexes: number[] = [];
  for (const member of value) {
    const index = enumIndex(item, member);
    if (index < 0 || indexes.includes(index)) return undefined;
    indexes.push(index);
  }
  return indexes;
}

/** The value once option `index` is ticked or unticked: options in schema order, whatever order they were chosen in. */
export function toggledEnumSet(item: EnumField, chosen: readonly number[], index: number, on: boolean): unknown[] {
  const next = new Set(chosen);
  if (on) next.add(index);
  else next.delete(index);
  return [...next].sort((a, b) => a - b).map((i) => item.options[i]!.value);
}

/** The value once option `index` is added at the end (the search's chips keep the order they were picked in). */
export function appendedEnumSet(item: EnumField, chosen: readonly number[], index: number): unknown[] {
  const order = chosen.includes(index) ? chosen : [...chosen, index];
  return order.map((i) => item.options[i]!.value);
}
