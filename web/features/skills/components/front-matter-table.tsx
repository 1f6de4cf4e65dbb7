import { ABSENT, compareFrontMatter } from '../../../../shared/skills/front-matter-compare.ts';

function shown(value: unknown): string {
  if (value === ABSENT) return '(absent)';
  return typeof value === 'string' ? value : JSON.stringify(value, null, 1);
}

/** SKILL.md's front matter beside the entry's, field by field; a field that differs is marked. */
export function FrontMatterTable({
  fromFile,
  fromEntry,
}: {
  fromFile: Record<string, unknown>;
  fromEntry: Record<string, unknown>;
}) {
  const differing = new Set(compareFrontMatter(fromEntry, fromFile).map((difference) => difference.key));
  const keys = [...new Set([...Object.keys(fromFile), ...Object.keys(fromEntry)])];
  const value = (side: Record<string, unknown>, key: string) => (Object.hasOwn(side, key) ? side[key] : ABSENT);
  return (
    <table aria-label="Front matter" className="w-full table-fixed text-xs">
      <thead>
        <tr className="border-b border-zinc-800 text-left text-zinc-500">
          <th scope="col" className="w-40 py-1 pr-3 font-medium">
            Field
          </th>
          <th scope="col" className="py-1 pr-3 font-medium">
            SKILL.md
          </th>
          <th scope="col" className="py-1 font-medium">
            Entry (skills/list)
          </th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => {
          const differs = differing.has(key);
          const inFile = value(fromFile, key);
          const inEntry = value(fromEntry, key);
          return (
            <tr key={key} className="border-b border-zinc-800/70 align-top last:border-0">
              <th scope="row" className="break-all py-1 pr-3 text-left font-mono font-normal text-zinc-300">
                {key}
              </th>
              <td className="whitespace-pre-wrap break-words py-1 pr-3 text-zinc-200">{shown(inFile)}</td>
              {differs ? (
                <td className="whitespace-pre-wrap break-words py-1 text-rose-300">
                  {shown(inEntry)} <span className="font-semibold">(differs)</span>
                </td>
              ) : (
                <td className="py-1 text-emerald-300">same</td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
