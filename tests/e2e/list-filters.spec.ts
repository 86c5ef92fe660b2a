import { test, expect } from './support/fixtures';
import { cardIds, cards, filter, fitsBuilding, listAnswer, records } from './support/policy-list';

test('industry and enterprise size: in the address, in a new tab, on reload and Back', async ({
  page,
  context,
}) => {
  await page.goto('/#/policyList');
  await expect(cards(page).first()).toBeVisible();

  const byIndustry = listAnswer(page, 'industry=E');
  await filter(page, '所属行业').selectOption('E');
  const building = await records(await byIndustry);
  expect(building.length).toBeGreaterThan(0);
  expect(building.every(fitsBuilding)).toBe(true);
  await expect(page).toHaveURL(/industry=E/);

  const bySize = listAnswer(page, 'enterpriseSize=large');
  await filter(page, '企业规模').selectOption('large');
  const large = await records(await bySize);
  expect(
    large.every((p) => p.eligibility.every((c) => c.kind !== 'size' || (c.anyOf ?? []).includes('large'))),
  ).toBe(true);
  await expect(page).toHaveURL(/enterpriseSize=large/);
  const shown = await cardIds(page);
  expect(shown).toEqual(large.map((p) => p.id));

  // the address alone reproduces the list in another tab
  const tab = await context.newPage();
  await tab.goto(page.url());
  await expect(filter(tab, '所属行业')).toHaveValue('E');
  await expect(filter(tab, '企业规模')).toHaveValue('large');
  expect(await cardIds(tab)).toEqual(shown);
  await tab.close();

  await page.reload();
  await expect(filter(page, '企业规模')).toHaveValue('large');
  expect(await cardIds(page)).toEqual(shown);
  await page.goBack();
  await expect(page).not.toHaveURL(/enterpriseSize/);
  await expect(filter(page, '企业规模')).toHaveValue('');
  await expect(filter(page, '所属行业')).toHaveValue('E');

  // a person's list has no industry or size: the rows go, and the address drops them
  await page.getByRole('group', { name: '政策类别' }).getByText('惠民政策').click();
  await expect(page).not.toHaveURL(/industry=/);
  await expect(page.getByRole('group', { name: '所属行业' })).toHaveCount(0);
});
