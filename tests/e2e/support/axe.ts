import axe, { type AxeResults, type Result } from 'axe-core';
import { type Page } from '@playwright/test';
import { expect } from './fixtures';

/** One line per rule, then each offending element with axe's own "fix any of" summary. */
function describe(v: Result): string {
  const nodes = v.nodes.map(
    (n) => `    ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
  );
  return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes.join('\n')}`;
}

/**
 * Audits the whole page as it is now and fails on any serious or critical violation. axe runs in the page
 * itself (the portal has no frames): injected once per document, no second page to merge frame results in,
 * and only violations collected, not the details of every passing node.
 */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  // colours are read as they are painted: a fade still running is measured half-way (a notice arriving read as
  // #898989 once), so the finite animations and transitions finish first; spinners run forever and are skipped
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const { violations } = (await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, {
      resultTypes: ['violations'],
      iframes: false,
    }),
  )) as AxeResults;
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map(describe), `serious/critical axe violations on ${page.url()}`).toEqual([]);
}
