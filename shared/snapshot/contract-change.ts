/** How much a difference between two versions of a server can hurt the clients written against the older one. */
export type ChangeClass = 'breaking' | 'risky' | 'compatible';
export const changeClasses: readonly ChangeClass[] = ['breaking', 'risky', 'compatible'];

/**
 * One difference between two snapshots, classed. `pointer` is a JSON
 * pointer (RFC 6901) into the snapshot with list items named by their key
 * instead of their position (`/tools/search/inputSchema/properties/limit`),
 * so it reads the same in both versions whatever the order of the lists.
 */
export interface ContractChange {
  readonly class: ChangeClass;
  readonly pointer: string;
  /** A stable name for the rule that classed it (`input-type-narrowed`), for scripts. */
  readonly rule: string;
  /** One line, in words: what changed and why it is in its class. */
  readonly why: string;
}

/** How many changes of each class. */
export function classCounts(changes: readonly ContractChange[]): Record<ChangeClass, number> {
  const counts: Record<ChangeClass, number> = { breaking: 0, risky: 0, compatible: 0 };
  for (const change of changes) counts[change.class]++;
  return counts;
}

/** The worst class among the changes, or undefined when there are none. */
export function worstClass(changes: readonly ContractChange[]): ChangeClass | undefined {
  return changeClasses.find((name) => changes.some((change) => change.class === name));
}

/** A builder bound to a pointer, so rules read as one line each. */
export function at(pointer: string) {
  return (klass: ChangeClass, rule: string, why: string): ContractChange => ({ class: klass, pointer, rule, why });
}
