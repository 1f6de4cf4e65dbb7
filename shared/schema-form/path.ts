import type { Path } from './field.ts';

const PLAIN_NAME = /^[A-Za-z_$][\w$-]*$/;

/**
 * A path as one readable string, used to key error messages:
 * ["options", "tags", 0] -> "options.tags[0]"; the root is "".
 * Names that are not plain identifiers are quoted: ["a.b"] -> '["a.b"]'.
 */
export function pathKey(path: Path): string {
  let key = '';
  for (const segment of path) {
    if (typeof segment === 'number') key += `[${segment}]`;
    else if (PLAIN_NAME.test(segment)) key += key === '' ? segment : `.${segment}`;
    else key += `[${JSON.stringify(segment)}]`;
  }
  return key;
}

export function getAtPath(root: unknown, path: Path): unknown {
  let current = root;
  for (const segment of path) {
    if (typeof segment === 'number') {
      if (!Array.isArray(current)) return undefined;
      current = current[segment];
    } else {
      if (typeof current !== 'object' || current === null || Array.isArray(current)) return undefined;
      if (!Object.hasOwn(current, segment)) return undefined;
      current = (current as Record<string, unknown>)[segment];
    }
  }
  return current;
}

/**
 * Copy of `root` with the value at `path` replaced; `undefined` removes an
 * object key (an array element becomes null, since JSON has no holes).
 * Missing containers on the way are created: objects for names, arrays for
 * indexes. Other branches are shared, not copied.
 */
export function setAtPath(root: unknown, path: Path, value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const child = rest.length === 0 ? value : setAtPath(getAtPath(root, [head]), rest, value);
  if (typeof head === 'number') {
    const copy = Array.isArray(root) ? [...(root as unknown[])] : [];
    while (copy.length < head) copy.push(null);
    copy[head] = child === undefined ? null : child;
    return copy;
  }
  const base =
    typeof root === 'object' && root !== null && !Array.isArray(root) ? (root as Record<string, unknown>) : {};
  const copy: Record<string, unknown> = { ...base };
  if (child === undefined) delete copy[head];
  // defineProperty, not assignment: a "__proto__" key from JSON stays a plain key.
  else Object.defineProperty(copy, head, { value: child, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** Copy of the array at `path` without element `index`. */
export function removeAtIndex(root: unknown, path: Path, index: number): unknown {
  const list = getAtPath(root, path);
  if (!Array.isArray(list)) return root;
  return setAtPath(
    root,
    path,
    list.filter((_, i) => i !== index),
  );
}
