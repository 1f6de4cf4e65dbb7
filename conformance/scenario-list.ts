/**
 * The client scenarios a release's `list --client` prints: the lines
 * `  - name [revisions]` under "Client scenarios". Whatever else it prints
 * (server scenarios, notes) is not taken.
 */
export function clientScenariosListed(stdout: string): string[] {
  const names: string[] = [];
  let inClient = false;
  for (const raw of stdout.split('\n')) {
    const line = raw.replace(/\x1b\[[0-9;]*m/g, '');
    if (/^\S/.test(line)) inClient = /^Client scenarios/.test(line);
    const item = /^\s+- (\S+)/.exec(line);
    if (inClient && item) names.push(item[1]!);
  }
  return names;
}

/** Runs `tasks` at most `limit` at a time, keeping their order in the answers. */
export async function inBatches<T>(tasks: ReadonlyArray<() => Promise<T>>, limit: number): Promise<T[]> {
  const answers: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      answers[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return answers;
}
