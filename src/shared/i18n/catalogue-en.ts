// The English strings of the first screens' namespaces (catalogue.ts): must carry exactly the keys of
// zhCN (the type says so). The later namespaces' English loads with them (LATER_NAMESPACES).
import type { FirstScreenCatalogue } from './catalogue';
import { shellEn } from './messages/en/shell';
import { sessionEn } from './messages/en/session';
import { offlineEn } from './messages/en/offline';
import { pwaEn } from './messages/en/pwa';
import { policyEn } from './messages/en/policy';
import { remindersEn } from './messages/en/reminders';
import { connectionEn } from './messages/en/connection';
import { a11yEn } from './messages/en/a11y';
import { applyEn } from './messages/en/apply';
import { discoveryEn } from './messages/en/discovery';

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
