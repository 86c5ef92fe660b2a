import type { Page, Route } from '@playwright/test';
import { test, expect, freshDemoForEachTest } from './support/fixtures';
import { loginAs } from './support/login';
import { questionCards, recordAnswersAndOpen, submitAnswers } from './support/questionnaire';

freshDemoForEachTest();

/** The person answers only these questions: the submit carries just them (the rest stay unanswered). */
async function answerOnly(page: Page, keep: () => Set<string>) {
  await page.route('**/formSubmit', async (route: Route) => {
    const body = route.request().postDataJSON() as { jsonData: string };
    const all = JSON.parse(body.jsonData) as Record<string, string>;
    const kept = Object.fromEntries(Object.entries(all).filter(([k]) => keep().has(k)));
    await route.continue({ postData: JSON.stringify({ ...body, jsonData: JSON.stringify(kept) }) });
  });
}

const count = async (page: Page, model: number) =>
  Number(await page.getByTestId(`count-${model}`).innerText());

test('a possible match explains its conditions and leads to the missing question, which settles it', async ({
  page,
}) => {
  const kept = new Set(['ageRange', 'household']);
  await page.clock.install();
  await loginAs(page, 'person');
  // two questions answered (the fast way: the answering itself is matching-questionnaire.spec.ts)
  await recordAnswersAndOpen(page, { ageRange: '2', household: '2' });
  await answerOnly(page, () => kept);
  const before = {
    precise: await count(page, 1),
    possible: await count(page, 2),
    none: await count(page, 3),
  };
  expect(before.possible).toBeGreaterThan(0);

  await page.getByRole('tab', { name: /可能匹配/ }).click();
  const item = page
    .locator('li')
    .filter({ has: page.getByRole('button', { name: '再回答 1 道题即可确定' }) })
    .first();
  await expect(item).toBeVisible();
  const policyId = await item.locator('[data-policy-id]').getAttribute('data-policy-id');
  await item.getByRole('button', { name: '为什么是这个结果' }).click();
  const conditions = item.getByRole('list', { name: '匹配条件' });
  await expect(conditions.getByText('未回答')).toHaveCount(1);
  await expect(conditions.locator('[data-status="unanswered"]')).toHaveCount(1);
  await expect(conditions.locator('[data-status="unmet"]')).toHaveCount(0);
  await expect(conditions.locator('[data-status="unanswered"]').getByText(/政策要求：/)).toBeVisible();
  await expect(item.getByRole('heading', { name: '申报材料清单' })).toBeVisible();

  await item.getByRole('button', { name: '再回答 1 道题即可确定' }).click();
  // focus lands on the unanswered question's legend
  const focused = page.locator('fieldset[data-testid^="question-"]:has(legend:focus)');
  await expect(focused).toHaveCount(1);
  const code = (await focused.getAttribute('data-testid'))!.replace('question-', '');
  expect(kept.has(code)).toBe(false);
  kept.add(code);
  // the panel holds the last answers (two questions answered) plus this one
  const radios = focused.getByRole('radio');
  if ((await radios.count()) > 0) await radios.nth(0).check();
  else await focused.getByRole('checkbox').nth(0).check();
  // the form asks for the last question too; the route leaves it out unless it is the one just answered
  const last = questionCards(page).last();
  if ((await last.locator('input:checked').count()) === 0) {
    const lastRadios = last.getByRole('radio');
    if ((await lastRadios.count()) > 0) await lastRadios.nth(0).check();
    else await last.getByRole('checkbox').nth(0).check();
  }
  await submitAnswers(page);

  // the counts are read again after the results' refresh: wait until they have changed
  await expect.poll(() => count(page, 2)).toBeLessThan(before.possible);
  const after = { precise: await count(page, 1), possible: await count(page, 2), none: await count(page, 3) };
  expect(after.possible).toBeLessThan(before.possible);
  expect(after.precise + after.none).toBeGreaterThan(before.precise + before.none);
  // the policy is no longer possible: it sits under 精准匹配 or 未匹配
  await page.getByRole('tab', { name: /可能匹配/ }).click();
  await expect(page.locator(`[data-policy-id="${policyId}"]`)).toHaveCount(0);
});
