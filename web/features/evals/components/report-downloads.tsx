import type { EvalResults } from '../../../../shared/evals/eval-results.ts';
import { evalReportJson } from '../../../../shared/evals/report-json.ts';
import { evalReportJunit } from '../../../../shared/evals/report-junit.ts';
import { Button } from '../../../components/button.tsx';
import { downloadText } from '../lib/download-text.ts';

/** The reports `--json FILE` and `--junit FILE` write, made of the page's results by the same code. */
export function ReportDownloads({ results }: { results: EvalResults }) {
  const base = results.file.replace(/\.(json|ya?ml)$/i, '');
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs text-zinc-500">
      <span>Reports as the command line writes them:</span>
      <Button onClick={() => downloadText(evalReportJson(results), `${base}.results.json`, 'application/json')}>
        Download JSON results
      </Button>
      <Button onClick={() => downloadText(evalReportJunit(results), `${base}.junit.xml`, 'application/xml')}>
        Download JUnit report
      </Button>
    </div>
  );
}
