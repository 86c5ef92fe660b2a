// The list's filters offline, over the policies the device holds (online: list-filters.spec.ts).
import { test, expect } from './support/fixtures';
import { OFFLINE_BANNER, goOffline, openOnline } from './offline-support';
import { byClosing, cardIds, filter, fitsBuilding, listAnswer, records } from './support/policy-list';

// the device copy is the service worker's: a new context per test
test.use({ serviceWorkers: 'allow' });

test('offline, the filters and closing-soonest order work over the policies the device holds', async ({
  page,
  context,
}) => {
  const first = listAnswer(page, '/1/20');
  await openOnline(page, '/policyList?pageSize=20');
  const kept = await records(await first);
  const second = listAnswer(page, '/2/20');
  await page.getByRole('button', { name: '下一页' }).click();
  kept.push(...(await records(await second)));
  await expect(page).toHaveURL(/page=2/);

  await goOffline(page, context);
  await page.getByRole('group', { name: '排序方式' }).getByText('即将截止').click();
  await filter(page, '所属行业').selectOption('E');
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await expect(page.getByTestId('stored-subset')).toContainText('仅为本设备已保存的部分政策');
  const expected = kept.filter(fitsBuilding).sort(byClosing).slice(0, 20);
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: `本设备保存的政策中符合条件的共 ${kept.filter(fitsBuilding).length} 条`,
    }),
  ).toBeVisible();
  expect(await cardIds(page)).toEqual(expected.map((p) => p.id));

  // nothing on the device fits: said, never a blank list
  await page.goto(
    `${page.url().split('#')[0]}#/policyList?pageSize=20&department=${encodeURIComponent('不存在的部门')}`,
  );
  await expect(page.getByTestId('stored-none')).toBeVisible();
  await context.setOffline(false);
});
