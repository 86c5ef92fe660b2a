// Each feature adds one namespace file under messages/ and one entry to each object below.
import type { Lang } from './types';
import { shellEn, shellZh } from './messages/shell';
import { sessionEn, sessionZh } from './messages/session';
import { offlineEn, offlineZh } from './messages/offline';
import { pwaEn, pwaZh } from './messages/pwa';
import { matchingEn, matchingZh } from './messages/matching';
import { consultEn, consultZh } from './messages/consult';
import { policyEn, policyZh } from './messages/policy';
import { centreEn, centreZh } from './messages/centre';
import { contentEn, contentZh } from './messages/content';

const zhCN = {
  ...shellZh,
  ...sessionZh,
  ...offlineZh,
  ...pwaZh,
  ...matchingZh,
  ...consultZh,
  ...policyZh,
  ...centreZh,
  ...contentZh,
};

export type MessageKey = keyof typeof zhCN;

const en: { readonly [K in MessageKey]: string } = {
  ...shellEn,
  ...sessionEn,
  ...offlineEn,
  ...pwaEn,
  ...matchingEn,
  ...consultEn,
  ...policyEn,
  ...centreEn,
  ...contentEn,
};

export const catalogues: Record<Lang, { readonly [K in MessageKey]: string }> = { 'zh-CN': zhCN, en };
