import type { Plugin } from 'vite';

/** A module's static imports, as the bundler knows them once every module is read. */
export type StaticImports = (id: string) => readonly string[];

/** Every module `from` reaches by static imports (itself included), not going into `stop`. */
export function staticClosure(from: string, importsOf: StaticImports, stop: ReadonlySet<string> = new Set()) {
  const reached = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (reached.has(id) || stop.has(id)) continue;
    reached.add(id);
    stack.push(...importsOf(id));
  }
  return reached;
}

/**
 * The parts of the first screen, given their roots in the order the page loads them (the entry first): a
 * part's modules are those its root reaches by static imports and no earlier part holds. Returns the root
 * of the part each module is in; a module the first screen does not load is in none.
 */
export function firstScreenParts(roots: readonly string[], importsOf: StaticImports): Map<string, string> {
  const partOf = new Map<string, string>();
  for (const root of roots)
    for (const id of staticClosure(root, importsOf, new Set(partOf.keys()))) partOf.set(id, root);
  return partOf;
}

/**
 * Keeps each part of the first screen that the page's entry imports on its own (the session, the shell) in
 * one file. Left to itself the bundler splits a part into a file for each set of later chunks that share
 * some of its modules: the shell came as 33 files, 20 of them under 1 KB gzip, each paying its own import
 * and export names and compressed apart (9 KB in all). Every opening of the page loads every module of these
 * parts whatever the split, so one file per part costs no later tab a byte it would not have loaded already.
 * Not for a part some openings skip (the first connect's engine, the Log tab: not loaded when the page opens
 * on a link and waits): a tab sharing one of its modules would have to fetch the whole part to open.
 * `entry` is the page's entry (its modules stay in the entry's file); each part is a file of its own,
 * evaluated in a task of its own as before.
 */
export function shellChunks({
  entry,
  parts,
}: {
  entry: string;
  parts: readonly { name: string; path: string }[];
}): Plugin {
  let nameOf = new Map<string, string>();
  return {
    name: 'shell-chunks',
    apply: 'build',
    buildEnd(error) {
      // A build that failed says why; a missing root here would only hide it.
      if (error) return;
      const ids = [...this.getModuleIds()];
      const resolved = (path: string) => {
        const id = ids.find((candidate) => candidate.endsWith(path));
        if (!id) throw new Error(`shell-chunks: no module ends with ${path}`);
        return id;
      };
      const named = new Map(parts.map(({ name, path }) => [resolved(path), name]));
      const partOf = firstScreenParts(
        [resolved(entry), ...named.keys()],
        (id) => this.getModuleInfo(id)?.importedIds ?? [],
      );
      nameOf = new Map([...partOf].flatMap(([id, root]) => (named.has(root) ? [[id, named.get(root)!]] : [])));
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          groups: parts.map(({ name }) => ({
            name,
            test: (id: string) => nameOf.get(id) === name,
            // A part's own imports are in the part, in an earlier one or in the entry's file: none is to be pulled in.
            includeDependenciesRecursively: false,
          })),
        },
      };
    },
  };
}
