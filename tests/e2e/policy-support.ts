import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Request } from '@playwright/test';

/** No serious or critical axe violation on the page as it is now. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    'serious/critical axe violations',
  ).toEqual([]);
}

/** Records the policy-list calls the page makes (both audiences). */
export function recordListCalls(page: Page): { calls: Request[]; last: () => Request | undefined } {
  const calls: Request[] = [];
  page.on('request', (r) => {
    if (/\/index\/(nonFinancialPolicyPage|personalPolicyPage)\//.test(r.url())) calls.push(r);
  });
  return { calls, last: () => calls[calls.length - 1] };
}

export function pageAndSize(request: Request): { page: number; pageSize: number } {
  const match = /PolicyPage\/(\d+)\/(\d+)/.exec(new URL(request.url()).pathname);
  if (!match) throw new Error(`not a list call: ${request.url()}`);
  return { page: Number(match[1]), pageSize: Number(match[2]) };
}
