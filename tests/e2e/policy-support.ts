import type { Page, Request } from '@playwright/test';

/** Records the policy-list calls the page makes (both audiences). */
export function recordListCalls(page: Page): {
  calls: Request[];
  last: () => Request | undefined;
  mark: () => number;
  sentSince: (mark: number, wanted: (request: Request) => boolean) => boolean;
} {
  const calls: Request[] = [];
  page.on('request', (r) => {
    if (/\/index\/(nonFinancialPolicyPage|personalPolicyPage)\//.test(r.url())) calls.push(r);
  });
  return {
    calls,
    last: () => calls[calls.length - 1],
    // a link the pointer rests on may preload its own list page meanwhile: an action's call is looked for
    // among the calls made after it, not taken to be the very last one
    mark: () => calls.length,
    sentSince: (mark, wanted) => calls.slice(mark).some(wanted),
  };
}

/** Whether a list call asked for this page and page size. */
export function asksFor(expected: { page: number; pageSize: number }): (request: Request) => boolean {
  return (request) => {
    const { page, pageSize } = pageAndSize(request);
    return page === expected.page && pageSize === expected.pageSize;
  };
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
