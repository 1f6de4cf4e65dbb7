import { at, type ContractChange } from './contract-change.ts';
import { shortJson } from './json-diff.ts';
import type { SchemaSide } from './schema-contract.ts';

/**
 * The `type` keyword, as the sets of JSON types each version allows
 * (`integer` inside `number`; no `type` allows any). For inputs, a type no
 * longer allowed is breaking. A type newly allowed is compatible, except two
 * widenings servers commonly mishandle, which are risky: `null` newly
 * allowed (code written for a value dereferences it), and `integer` widened
 * to `number` (code that counts, indexes or pages with it gets a fraction).
 * For outputs, a type newly sent is breaking, one no longer sent compatible.
 */
export function typeChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  pointer: string,
  side: SchemaSide,
): ContractChange[] {
  const here = at(`${pointer}/type`);
  const was = typesOf(before.type);
  const is = typesOf(after.type);
  if (was === 'unreadable' || is === 'unreadable')
    return before.type === after.type
      ? []
      : [
          here(
            'risky',
            'schema-not-compared',
            `could not compare: type ${shortJson(before.type)} → ${shortJson(after.type)}`,
          ),
        ];
  if (was === undefined && is === undefined) return [];
  const text = `type ${typeText(was)} → ${typeText(is)}`;
  const lost = was === undefined ? ['any type'] : was.filter((type) => !allows(is, type));
  const gained = is === undefined ? ['any type'] : is.filter((type) => !allows(was, type));
  if (!lost.length && !gained.length) return [];
  if (side === 'output') {
    if (gained.length)
      return [
        here('breaking', 'output-retyped', `${text}: clients may get ${gained.join(', ')}, which they did not before`),
      ];
    return [here('compatible', 'output-type-narrowed', `${text}: the output takes fewer types`)];
  }
  if (lost.length) return [here('breaking', 'input-type-narrowed', `${text}: ${lost.join(', ')} no longer accepted`)];
  if (gained.includes('null'))
    return [
      here('risky', 'input-widened-null', `${text}: null now accepted, and servers often dereference it unchecked`),
    ];
  if (gained.includes('number') && was?.includes('integer'))
    return [
      here(
        'risky',
        'input-widened-fraction',
        `${text}: fractions now accepted where code often counts or indexes with it`,
      ),
    ];
  return [here('compatible', 'input-type-widened', `${text}: more types accepted`)];
}

function typesOf(type: unknown): string[] | undefined | 'unreadable' {
  if (type === undefined) return undefined;
  if (typeof type === 'string') return [type];
  if (Array.isArray(type) && type.every((item) => typeof item === 'string')) return type as string[];
  return 'unreadable';
}

function allows(types: string[] | undefined, type: string): boolean {
  if (types === undefined) return true;
  return types.includes(type) || (type === 'integer' && types.includes('number'));
}

function typeText(types: string[] | undefined): string {
  return types === undefined ? '(any)' : types.join(' | ');
}
