// The English strings of the first screens' namespaces (catalogue.ts): must carry exactly the keys of
// zhCN (the type says so). The later namespaces' English loads with them (LATER_NAMESPACES).
import type { FirstScreenCatalogue } from './catalogue';
import { shellEn } from '@words/en/shell';
import { sessionEn } from '@words/en/session';
import { offlineEn } from '@words/en/offline';
import { pwaEn } from '@words/en/pwa';
import { policyEn } from '@words/en/policy';
import { remindersEn } from '@words/en/reminders';
import { connectionEn } from '@words/en/connection';
import { a11yEn } from '@words/en/a11y';
import { applyEn } from '@words/en/apply';
import { discoveryEn } from '@words/en/discovery';

export const en: FirstScreenCatalogue = {
  ...shellEn,
  ...sessionEn,
  ...offlineEn,
  ...pwaEn,
  ...policyEn,
  ...remindersEn,
  ...connectionEn,
  ...a11yEn,
  ...applyEn,
  ...discoveryEn,
};
