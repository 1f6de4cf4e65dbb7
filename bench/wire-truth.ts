// Wire truth: does the inspector show what the server wrote besides JSON-RPC?
// Two non-JSON stdout lines (a banner before the handshake, one during a tool call)
// and two stderr lines (before and after the handshake), looked for in every view.
import { withInspectorPage } from './page-bench.ts';
import type { InspectorDriver } from './inspectors/inspector-driver.ts';
import { benchFixture } from './servers.ts';

const MESSAGE = 'wire truth';

export const NON_JSON_STDOUT_LINES = [
  'Server starting... (debug banner)',
  `[debug] handling echo for ${JSON.stringify(MESSAGE)}`,
];
export const STDERR_LINES = ['stderr: warming up (before the handshake)', 'stderr: still here (after the handshake)'];

export interface WireTruthFigures {
  /** Every non-JSON stdout line is somewhere on the page. */
  nonJsonStdoutShown: boolean;
  stderrShown: boolean;
  /** Each line looked for, and whether it was found. */
  lines: Record<string, boolean>;
}

export function wireTruth(driver: InspectorDriver): Promise<WireTruthFigures> {
  return withInspectorPage(driver, benchFixture('non-json-stdout-and-stderr'), async (page) => {
    await driver.chooseTool(page, 'echo', { message: MESSAGE });
    await driver.runTool(page);
    await driver.resultShown(page, `Echo: ${MESSAGE}`, 30_000);
    // The fixture's second stderr line comes 1 s after it starts.
    await page.waitForTimeout(1_500);
    const text = await driver.allViewsText(page);
    const lines = Object.fromEntries(
      [...NON_JSON_STDOUT_LINES, ...STDERR_LINES].map((line) => [line, text.includes(line)]),
    );
    return {
      nonJsonStdoutShown: NON_JSON_STDOUT_LINES.every((line) => lines[line]),
      stderrShown: STDERR_LINES.every((line) => lines[line]),
      lines,
    };
  });
}
