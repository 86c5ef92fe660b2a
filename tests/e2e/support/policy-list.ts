import { expect, type Page } from '@playwright/test';
import { openOnline } from '../offline-support';

export const cards = (page: Page) => page.locator('article[data-policy-id]');

/** The ids of the policy cards on screen, in order (once the first is shown). */
export async function cardIds(page: Page): Promise<string[]> {
  await expect(cards(page).first()).toBeVisible();
  return cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-policy-id') ?? ''));
}

/** The first card's policy, once it is shown. */
export async function firstCard(page: Page): Promise<{ id: string; name: string }> {
  const card = cards(page).first();
  await expect(card).toBeVisible();
  const id = (await card.getAttribute('data-policy-id'))!;
  const name = (await card.getByRole('heading').textContent())!.trim();
  return { id, name };
}

/** Opens the policy list online (a full load, the worker in control) and waits for its first card. */
export async function openListOnline(page: Page, hashPath = '/policyList'): Promise<void> {
  await openOnline(page, hashPath);
  await expect(cards(page).first()).toBeVisible();
}

/** Opens home online and waits for its figures, so the device holds what home loads. */
export async function openHomeOnline(page: Page): Promise<void> {
  await openOnline(page, '/indexHome');
  await expect(page.getByTestId('stat-total')).toHaveText(/\d/);
}
