/**
 * Whether anything reached the built-in prototypes: an own key added to (or
 * taken from) one of them since this module loaded (counted: it runs after every case), or a `polluted` member
 * every object or array would now inherit. Hostile frames use `polluted` as
 * their payload's name, so a successful pollution shows up here.
 */

const watched: ReadonlyArray<[string, object]> = [
  ['Object.prototype', Object.prototype],
  ['Array.prototype', Array.prototype],
  ['Function.prototype', Function.prototype],
  ['String.prototype', String.prototype],
  ['Number.prototype', Number.prototype],
  ['Map.prototype', Map.prototype],
  ['Set.prototype', Set.prototype],
];

const baseline = watched.map(([, prototype]) => keysOf(prototype));

function keysOf(prototype: object): number {
  return Reflect.ownKeys(prototype).length;
}

/** What was polluted, in words; undefined when nothing was. */
export function pollution(): string | undefined {
  for (let i = 0; i < watched.length; i++) {
    const [name, prototype] = watched[i]!;
    if (keysOf(prototype) !== baseline[i]) return `${name} has other own keys than it had`;
  }
  if (({} as Record<string, unknown>).polluted !== undefined) return 'every object has a "polluted" member';
  if (([] as unknown as Record<string, unknown>).polluted !== undefined) return 'every array has a "polluted" member';
  if (Object.getPrototypeOf({}) !== Object.prototype) return "a fresh object's prototype is not Object.prototype";
  return undefined;
}
