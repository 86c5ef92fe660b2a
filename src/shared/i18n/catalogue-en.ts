// The English catalogue: must carry exactly the keys of zh-CN (the type says so).
import type { Catalogue } from './catalogue';
import { shellEn } from './messages/en/shell';
import { sessionEn } from './messages/en/session';
import { offlineEn } from './messages/en/offline';
import { pwaEn } from './messages/en/pwa';
import { matchingEn } from './messages/en/matching';
import { consultEn } from './messages/en/consult';
import { policyEn } from './messages/en/policy';
import { centreEn } from './messages/en/centre';
import { contentEn } from './messages/en/content';
import { remindersEn } from './messages/en/reminders';
import { connectionEn } from './messages/en/connection';
import { a11yEn } from './messages/en/a11y';
import { applyEn } from './messages/en/apply';
import { discoveryEn } from './messages/en/discovery';

export const en: Catalogue = {
  ...shellEn,
  ...sessionEn,
  ...offlineEn,
  ...pwaEn,
  ...matchingEn,
  ...consultEn,
  ...policyEn,
  ...centreEn,
  ...contentEn,
  ...remindersEn,
  ...connectionEn,
  ...a11yEn,
  ...applyEn,
  ...discoveryEn,
};
