// Names every test that passed only on a retry (CI allows one): a flaky test must be seen, not hidden by
// the green total. Printed at the end of the run, after the list reporter's own summary.
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class RetryReporter implements Reporter {
  private readonly retried = new Map<string, string>();

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.retry === 0) return;
    const where = `${test.location.file.replace(process.cwd() + '/', '')}:${test.location.line}`;
    this.retried.set(
      test.id,
      `[${test.parent.project()?.name ?? '?'}] ${test.titlePath().slice(2).join(' › ')} (${where}): ${result.status} on retry ${result.retry}`,
    );
  }

  onEnd(): void {
    if (this.retried.size === 0) {
      console.log('Retried tests: none');
      return;
    }
    console.log(`Retried tests (${this.retried.size}), each one flaky or failing:`);
    for (const line of this.retried.values()) console.log(`  RETRIED ${line}`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
