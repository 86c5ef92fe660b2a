// The questionnaire as a person fills it: one question at a time, the second option of each single choice and
// the first of each multiple choice (for the demo person: 福建省内其他设区市户籍 …).
import { type Page } from '@playwright/test';
import { RESET_RETRIES, expect } from './fixtures';

export const questionCards = (page: Page) => page.locator('fieldset[data-testid^="question-"]');

/** Answers all nine questions, revealing each with 下一题, without submitting. */
export async function fillEveryQuestion(page: Page): Promise<void> {
  for (let i = 0; i < 9; i += 1) {
    const card = questionCards(page).nth(i);
    const radios = card.getByRole('radio');
    // the question has arrived (its choices are counted next)
    await expect(radios.or(card.getByRole('checkbox')).first()).toBeVisible();
    if ((await radios.count()) > 0) await radios.nth(1).check();
    else await card.getByRole('checkbox').nth(0).check();
    if (i < 8) await page.getByRole('button', { name: '下一题' }).click();
  }
}

/**
 * Submits the answers (确认并立即匹配 → 确定) and waits for the switch to the precise matches. The 3 s wait
 * before the results refresh runs on the page's clock (its length is a unit test's:
 * tests/features/matching/post-submit-refresh.test.tsx).
 */
export async function submitAnswers(page: Page): Promise<void> {
  await page.clock.install();
  await page.getByRole('button', { name: '确认并立即匹配' }).click();
  await page.getByRole('dialog', { name: '提交确认' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('问卷已提交，正在为您匹配政策，请稍候…')).toBeVisible();
  await page.clock.runFor(3000);
  await expect(page.getByText('匹配完成，已为您切换到精准匹配结果')).toBeVisible();
}

/** Answers everything, confirms, and waits for the switch to the precise matches. */
export async function answerAndMatch(page: Page): Promise<void> {
  await fillEveryQuestion(page);
  await submitAnswers(page);
}

/**
 * The fast way to have answers, for journeys that need them but are not about answering (answering by
 * clicking stays tested in matching-questionnaire.spec.ts): the demo API records the logged-in account's
 * answers as the real submit does (POST /__demo/questionnaire); without `answers`, every question answered
 * as `fillEveryQuestion` answers it. Then opens the questionnaire page on its precise matches.
 */
export async function recordAnswersAndOpen(page: Page, answers?: Record<string, string>): Promise<void> {
  const response = await page.request.post('/__demo/questionnaire', {
    data: answers ? { answers } : {},
    maxRetries: RESET_RETRIES,
  });
  expect(response.ok(), `demo questionnaire answered ${response.status()}`).toBeTruthy();
  await page.goto('/#/questionnaire');
  await expect(page.getByRole('tab', { name: /精准匹配/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('query-times')).not.toHaveText('0');
}
