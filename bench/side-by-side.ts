// mcp-loupe next to the official MCP Inspector, in the same run, on the same machine, Chromium and fixture servers.
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/browser-options.ts';
import { recordAssets } from '../e2e/first-screen.ts';
import { packageVersion } from '../proxy/package-info.ts';
import type { InspectorDriver } from './inspectors/inspector-driver.ts';
import { loupe } from './inspectors/loupe.ts';
import { referenceInspector } from './inspectors/reference.ts';
import { finished, logBurst, measureToolRun, type RunFigures } from './page-bench.ts';
import { e2eFixture } from './servers.ts';
import { medianFigures, repeat } from './stats.ts';
import { ensureReferenceInstalled, REFERENCE_PACKAGE, REFERENCE_VERSION } from './reference/install.ts';
import { burstRatios } from './ratios.ts';
import { wireTruth, type WireTruthFigures } from './wire-truth.ts';

/** Why a reference figure is missing: it could not be installed or started, or its page could not be driven. */
type Unavailable = { unavailable: string };
type Missing = Unavailable | { failed: string };

const failure = (error: unknown): Missing => ({
  failed: (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 600),
});

async function loadReference(): Promise<InspectorDriver | Unavailable> {
  try {
    return referenceInspector(await ensureReferenceInstalled());
  } catch (error) {
    return {
      unavailable: `${REFERENCE_PACKAGE}@${REFERENCE_VERSION} could not be installed: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

const isDriver = (value: InspectorDriver | Unavailable): value is InspectorDriver => 'start' in value;

async function chromiumVersion(): Promise<string> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    return browser.version();
  } finally {
    await browser.close();
  }
}

export interface SideBySideOptions {
  counts?: number[];
  /** Each reference run is stopped here and recorded as not finished. */
  capMs?: number;
  /** A burst for mcp-loupe alone, run when the reference did not finish a smaller one. */
  loupeOnlyCount?: number;
  /** Sizes of the one-text tool result both inspectors are timed on, and how many runs of each. */
  bigResults?: number[];
  bigResultRuns?: number;
  log?: (line: string) => void;
}

/** One text result of `bytes` characters, from the click on the run button until the page shows it. */
export const bigResultRun = (driver: InspectorDriver, bytes: number, capMs = 120_000): Promise<RunFigures> =>
  measureToolRun(driver, e2eFixture('big-stdout'), {
    tool: 'big',
    args: { bytes: String(bytes) },
    done: (page, ms) => driver.bigResultShown(page, bytes, ms),
    timeoutMs: capMs,
  });

/** The JS and CSS (gzip, as e2e/first-screen.ts counts them) a page had loaded when it showed itself connected to the burst fixture. */
export async function connectedPageBytes(driver: InspectorDriver): Promise<{ KB: number; requests: number }> {
  const inspector = await driver.start(e2eFixture('burst'));
  try {
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      const assets = recordAssets(page);
      await driver.connect(page, inspector.url);
      const files = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => /\.(js|css)(\?|$)/.test(name)),
      );
      const { gzipBytes } = await assets.bytes(files);
      return { KB: Math.round(gzipBytes / 100) / 10, requests: files.length };
    } finally {
      await browser.close();
    }
  } finally {
    await inspector.close();
  }
}

/** The median of `runs` runs, or the first run that did not finish (a run at the cap says more than a median of caps). */
async function medianRun(runs: number, run: () => Promise<RunFigures>): Promise<RunFigures> {
  const results = await repeat(runs, run);
  const unfinished = results.find((result) => !finished(result));
  return unfinished ?? medianFigures(results.filter(finished));
}

export async function sideBySide({
  counts = [200, 500, 2_000],
  capMs = 120_000,
  loupeOnlyCount = 10_000,
  bigResults = [10_000_000],
  bigResultRuns = 3,
  log = console.log,
}: SideBySideOptions = {}) {
  const reference = await loadReference();
  const results: Record<string, unknown> = {
    versions: {
      loupe: `mcp-loupe ${packageVersion()} (this tree)`,
      reference: `${REFERENCE_PACKAGE}@${REFERENCE_VERSION}`,
      chromium: await chromiumVersion(),
      node: process.version,
    },
    ...(isDriver(reference) ? {} : { referenceUnavailable: reference.unavailable }),
  };
  const referenceRun = async (run: (driver: InspectorDriver) => Promise<RunFigures>): Promise<RunFigures | Missing> =>
    isDriver(reference) ? run(reference).catch(failure) : reference;

  // mcp-loupe's own figure is the first-screen bench's (what it loaded by the time the tools were listed).
  results.pageBytes = {
    reference: isDriver(reference) ? await connectedPageBytes(reference).catch(failure) : reference,
  };

  let referenceDidNotFinish: number | undefined;
  for (const count of counts) {
    const loupeFigures = await logBurst(count, loupe, capMs);
    const referenceFigures = await referenceRun((driver) => logBurst(count, driver, capMs));
    if ('didNotFinish' in referenceFigures) referenceDidNotFinish ??= count;
    results[`burst${count}`] = {
      loupe: loupeFigures,
      reference: referenceFigures,
      ...(finished(loupeFigures) && 'longTasks' in referenceFigures
        ? burstRatios(loupeFigures, referenceFigures, capMs)
        : {}),
    };
    log(`  burst${count}: ${JSON.stringify(results[`burst${count}`])}`);
  }
  if (referenceDidNotFinish !== undefined || !isDriver(reference)) {
    const why =
      referenceDidNotFinish !== undefined
        ? `not run: the reference did not finish ${referenceDidNotFinish} in ${capMs / 1000} s`
        : 'not run: reference unavailable';
    results[`burst${loupeOnlyCount}`] = { loupe: await logBurst(loupeOnlyCount, loupe, capMs), reference: why };
  }

  for (const bytes of bigResults) {
    const key = `toolResult${bytes / 1_000_000}MB`;
    const loupeFigures = await medianRun(bigResultRuns, () => bigResultRun(loupe, bytes, capMs));
    const referenceFigures = await referenceRun((driver) =>
      medianRun(bigResultRuns, () => bigResultRun(driver, bytes, capMs)),
    );
    results[key] = {
      loupe: loupeFigures,
      reference: referenceFigures,
      ...(finished(loupeFigures) && 'longTasks' in referenceFigures
        ? burstRatios(loupeFigures, referenceFigures, capMs)
        : {}),
    };
    log(`  ${key}: ${JSON.stringify(results[key])}`);
  }

  const loupeTruth = await wireTruth(loupe);
  const referenceTruth: WireTruthFigures | Missing = isDriver(reference)
    ? await wireTruth(reference).catch(failure)
    : reference;
  const truthOf = (key: 'nonJsonStdoutShown' | 'stderrShown') => ({
    loupe: loupeTruth[key],
    reference: key in referenceTruth ? (referenceTruth as WireTruthFigures)[key] : referenceTruth,
  });
  results.nonJsonStdoutShown = truthOf('nonJsonStdoutShown');
  results.stderrShown = truthOf('stderrShown');
  results.wireTruthLines = {
    loupe: loupeTruth.lines,
    reference: 'lines' in referenceTruth ? referenceTruth.lines : referenceTruth,
  };
  return results;
}
