// zh-CN is the source and ships with the app; English loads only when chosen (catalogue-en.ts).
// Each feature adds one namespace file under messages/ (and its English twin under messages/en/).
import type { Lang } from './types';
import { shellZh } from './messages/shell';
import { sessionZh } from './messages/session';
import { offlineZh } from './messages/offline';
import { pwaZh } from './messages/pwa';
import { matchingZh } from './messages/matching';
import { consultZh } from './messages/consult';
import { policyZh } from './messages/policy';
import { centreZh } from './messages/centre';
import { contentZh } from './messages/content';
import { remindersZh } from './messages/reminders';
import { connectionZh } from './messages/connection';
import { a11yZh } from './messages/a11y';
import { applyZh } from './messages/apply';
import { discoveryZh } from './messages/discovery';

export const zhCN = {
  ...shellZh,
  ...sessionZh,
  ...offlineZh,
  ...pwaZh,
  ...matchingZh,
  ...consultZh,
  ...policyZh,
  ...centreZh,
  ...contentZh,
  ...remindersZh,
  ...connectionZh,
  ...a11yZh,
  ...applyZh,
  ...discoveryZh,
};

export type MessageKey = keyof typeof zhCN;
export type Catalogue = { readonly [K in MessageKey]: string };

const loaded: Partial<Record<Lang, Catalogue>> = { 'zh-CN': zhCN };

export function catalogueFor(lang: Lang): Catalogue | undefined {
  return loaded[lang];
}

export async function loadCatalogue(lang: Lang): Promise<Catalogue> {
  const ready = loaded[lang];
  if (ready) return ready;
  const { en } = await import('./catalogue-en');
  loaded.en = en;
  return en;
}
