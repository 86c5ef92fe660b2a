import { test, expect } from './support/fixtures';
import type { BrowserContext, Page } from '@playwright/test';
import { asksFor, pageAndSize, recordListCalls } from './policy-support';

interface ListItem {
  id: string;
  declareTime: string;
  freeApplyNameId: string;
  declarationType: number;
}

function hashParams(url: string): { path: string; params: Record<string, string> } {
  const hash = new URL(url).hash.slice(1);
  const [path, query = ''] = hash.split('?');
  return { path: path!, params: Object.fromEntries(new URLSearchParams(query)) };
}

/** Opens the list for one declaration type and opens its first card's `link` in a new tab. */
async function openFirstCardLink(
  page: Page,
  context: BrowserContext,
  declarationType: 1 | 2,
  link: RegExp,
): Promise<{ first: ListItem; tab: Page }> {
  const answer = page.waitForResponse((r) => r.url().includes('/nonFinancialPolicyPage/1/10'));
  await page.goto(`/#/policyList?declarationType=${declarationType}`);
  const records = (await (await answer).json()).data.records as ListItem[];
  const first = records[0]!;
  expect(first.declarationType).toBe(declarationType);
  const card = page.locator(`article[data-policy-id="${first.id}"]`);
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    card.getByRole('link', { name: link }).click(),
  ]);
  await tab.waitForLoadState();
  return { first, tab };
}

test('一键申报 opens the detail in a new tab with id, isApply and applySubject', async ({
  page,
  context,
}) => {
  const { first, tab } = await openFirstCardLink(page, context, 1, /一键申报/);
  expect(hashParams(tab.url())).toEqual({
    path: '/policyDetail',
    params: { id: first.id, isApply: 'true', applySubject: '2' },
  });
  await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
  expect(page.url()).toContain('#/policyList');
  await tab.close();
});

test('查看 opens freeTrial in a new tab with id, inTime, msId, isApply false and ms true', async ({
  page,
  context,
}) => {
  const { first, tab } = await openFirstCardLink(page, context, 2, /查看/);
  expect(hashParams(tab.url())).toEqual({
    path: '/freeTrial',
    params: {
      id: first.id,
      inTime: first.declareTime,
      msId: first.freeApplyNameId,
      isApply: 'false',
      ms: 'true',
    },
  });
  await expect(tab.getByText(first.freeApplyNameId)).toBeVisible();
  await tab.close();
});

test('paging, page size and sorting send the right page, pageSize and orderModel, and survive a reload', async ({
  page,
  browser,
}) => {
  const list = recordListCalls(page);
  await page.goto('/#/policyList');
  await expect(page.locator('article[data-policy-id]')).toHaveCount(10);
  expect(pageAndSize(list.last()!)).toEqual({ page: 1, pageSize: 10 });

  let mark = list.mark();
  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect.poll(() => list.sentSince(mark, asksFor({ page: 2, pageSize: 10 }))).toBe(true);

  mark = list.mark();
  await page.getByRole('combobox', { name: '每页条数' }).selectOption('20');
  await expect.poll(() => list.sentSince(mark, asksFor({ page: 1, pageSize: 20 }))).toBe(true);
  await expect(page.locator('article[data-policy-id]')).toHaveCount(20);

  mark = list.mark();
  await page.getByRole('group', { name: '排序方式' }).getByText('最热').click();
  await expect
    .poll(() => list.sentSince(mark, (r) => new URL(r.url()).searchParams.get('orderModel') === '2'))
    .toBe(true);
  // the sorted first page is on screen before the pager is used again
  await expect(page.getByRole('radio', { name: '最热' })).toBeChecked();
  await expect(page.getByRole('button', { name: '1', exact: true })).toHaveAttribute('data-active', 'true');
  await expect(page.locator('article[data-policy-id]')).toHaveCount(20);
  mark = list.mark();
  await page.getByRole('button', { name: '3', exact: true }).click();
  await expect
    .poll(() =>
      list.sentSince(
        mark,
        (r) => asksFor({ page: 3, pageSize: 20 })(r) && new URL(r.url()).searchParams.get('orderModel') === '2',
      ),
    )
    .toBe(true);
  await expect(page.getByRole('button', { name: '3', exact: true })).toHaveAttribute('data-active', 'true');
  // page 3's own cards, not page 2's kept on screen while it loaded
  await expect(page.locator('[data-stale]')).toHaveCount(0);
  await expect(page.locator('section[aria-busy="true"]')).toHaveCount(0);
  const firstOnPage3 = await page.locator('article[data-policy-id]').first().getAttribute('data-policy-id');

  // reload: the list may come from the persisted query cache, but the state must be the same
  mark = list.mark();
  await page.reload();
  await expect(page.getByRole('radio', { name: '最热' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: '每页条数' })).toHaveValue('20');
  await expect(page.locator('article[data-policy-id]').first()).toHaveAttribute(
    'data-policy-id',
    firstOnPage3!,
  );
  await expect.poll(() => list.sentSince(mark, asksFor({ page: 3, pageSize: 20 }))).toBe(true);

  // the same link in a fresh browser asks the server for exactly that page
  const fresh = await browser.newContext();
  const shared = await fresh.newPage();
  const sharedCalls = recordListCalls(shared);
  await shared.goto(page.url());
  await expect(shared.locator('article[data-policy-id]').first()).toHaveAttribute(
    'data-policy-id',
    firstOnPage3!,
  );
  expect(
    sharedCalls.sentSince(
      0,
      (r) => asksFor({ page: 3, pageSize: 20 })(r) && new URL(r.url()).searchParams.get('orderModel') === '2',
    ),
  ).toBe(true);
  await fresh.close();

  await page.goBack();
  await expect(page).not.toHaveURL(/page=3/);
  await expect(page.getByRole('button', { name: '1', exact: true })).toHaveAttribute('data-active', 'true');
  await expect(page.getByRole('radio', { name: '最热' })).toBeChecked();
});
