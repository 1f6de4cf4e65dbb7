import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints one closing line, `e2e: N passed, N failed, N skipped`, counting each
 * test once by its final outcome (a flaky test that passed on retry is passed).
 */
export default class SummaryReporter implements Reporter {
  private readonly tests = new Set<TestCase>();

  onTestEnd(test: TestCase, _result: TestResult): void {
    this.tests.add(test);
  }

  onEnd(_result: FullResult): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const test of this.tests) {
      const outcome = test.outcome();
      if (outcome === 'skipped') skipped++;
      else if (outcome === 'unexpected') failed++;
      else passed++;
    }
    console.log(`e2e: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
