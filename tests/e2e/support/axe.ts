import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One line per rule, then each offending element with axe's own "fix any of" summary. */
function describe(v: Violation): string {
  const nodes = v.nodes.map(
    (n) => `    ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
  );
  return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes.join('\n')}`;
}

/** Audits the whole page as it is now and fails on any serious or critical violation. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  // only violations are needed: axe then skips collecting the details of every passing node
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map(describe), `serious/critical axe violations on ${page.url()}`).toEqual([]);
}
