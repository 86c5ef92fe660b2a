import { type Page, type Response } from '@playwright/test';
import { expect } from './fixtures';
import { openOnline } from '../offline-support';

export const cards = (page: Page) => page.locator('article[data-policy-id]');

/**
 * Once the first card shows, every card of the screen is there: the cards below the first viewport come right after
 * the first paint, their place held meanwhile (`data-cards-pending`, src/shared/ui/first-viewport.tsx).
 */
export async function allCardsShown(page: Page): Promise<void> {
  await expect(cards(page).first()).toBeVisible();
  await expect(page.locator('[data-cards-pending]')).toHaveCount(0);
}

/** The ids of the policy cards on screen, in order (once all are shown). */
export async function cardIds(page: Page): Promise<string[]> {
  await allCardsShown(page);
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

// The list's filters and the closing-soonest order, as a test re-derives them from the list's answers.
export interface Condition {
  kind: string;
  anyOf?: string[];
}

export interface Item {
  id: string;
  applyTimeState: number;
  declareEnd: string;
  eligibility: Condition[];
}

export const filter = (page: Page, name: string) => page.getByRole('group', { name }).getByRole('combobox');

export const listAnswer = (page: Page, part: string) =>
  page.waitForResponse((r: Response) => r.url().includes('nonFinancialPolicyPage') && r.url().includes(part));

export const records = async (r: Response) =>
  ((await r.json()) as { data: { records: Item[] } }).data.records;

/** 建筑业 may apply: the policy names no industry, or names it. */
export const fitsBuilding = (p: Item) =>
  p.eligibility.every((c) => c.kind !== 'industry' || (c.anyOf ?? []).includes('建筑业'));
export const rank = (p: Item) => (p.applyTimeState === 1 ? 0 : p.applyTimeState === 2 ? 1 : 2);
export const byClosing = (a: Item, b: Item) =>
  rank(a) - rank(b) ||
  (rank(a) === 2 ? b.declareEnd.localeCompare(a.declareEnd) : a.declareEnd.localeCompare(b.declareEnd)) ||
  a.id.localeCompare(b.id);
