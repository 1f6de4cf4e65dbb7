import { type ModelSummary, percent } from '../../../../shared/evals/eval-results.ts';

/** Pass rate per case (rows) per model (columns), as the command line prints them; a case below the minimum is marked. */
export function ResultsTable({ models, caseNames }: { models: readonly ModelSummary[]; caseNames: readonly string[] }) {
  return (
    <table aria-label="Results" className="w-full border-collapse text-sm">
      <thead>
        <tr className="text-left text-xs text-zinc-400">
          <th scope="col" className="border-b border-zinc-800 py-1 pr-3 font-medium">
            Case
          </th>
          {models.map((model) => (
            <th key={model.model} scope="col" className="border-b border-zinc-800 px-3 py-1 font-medium">
              {model.model}
              <span className="block font-normal text-zinc-500">
                {model.passed}/{model.runs} runs passed
              </span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {caseNames.map((name, row) => (
          <tr key={name} className="border-b border-zinc-900">
            <th scope="row" className="py-1.5 pr-3 text-left font-normal text-zinc-200">
              {name}
            </th>
            {models.map((model) => {
              const evalCase = model.cases[row];
              if (!evalCase || evalCase.runs === 0)
                return (
                  <td key={model.model} className="px-3 py-1.5 text-zinc-500">
                    not run
                  </td>
                );
              const passed = evalCase.passed === evalCase.runs;
              return (
                <td key={model.model} className="px-3 py-1.5">
                  <span className={passed ? 'font-semibold text-emerald-300' : 'font-semibold text-rose-300'}>
                    {passed ? 'PASS' : 'FAIL'}
                  </span>{' '}
                  <span className="text-zinc-300">
                    {evalCase.passed}/{evalCase.runs} {percent(evalCase.passRate)}
                  </span>
                  {evalCase.belowMinimum && !passed ? (
                    <span className="ml-1 text-xs text-rose-400">below the minimum</span>
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
