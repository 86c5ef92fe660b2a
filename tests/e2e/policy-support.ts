import type { Page, Request } from '@playwright/test';

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

/** The city-wide free (免申即享) policies of the first list page (any county may receive them), as the demo API serves them. */
export async function freePolicies(page: Page): Promise<{ id: string; freeApplyNameId: string }[]> {
  const response = await page.request.get(
    '/api/open/gj/v1/index/nonFinancialPolicyPage/1/10?declarationType=2&countyCode=350501',
  );
  return ((await response.json()) as { data: { records: { id: string; freeApplyNameId: string }[] } }).data
    .records;
}
