// Each feature adds one namespace file under messages/ and one entry to each object below.
import type { Lang } from './types';
import { shellEn, shellZh } from './messages/shell';
import { sessionEn, sessionZh } from './messages/session';
import { offlineEn, offlineZh } from './messages/offline';
import { matchingEn, matchingZh } from './messages/matching';
import { consultEn, consultZh } from './messages/consult';

const zhCN = {
  ...shellZh,
  ...sessionZh,
  ...offlineZh,
  ...matchingZh,
  ...consultZh,
};

export type MessageKey = keyof typeof zhCN;

const en: { readonly [K in MessageKey]: string } = {
  ...shellEn,
  ...sessionEn,
  ...offlineEn,
  ...matchingEn,
  ...consultEn,
};

export const catalogues: Record<Lang, { readonly [K in MessageKey]: string }> = { 'zh-CN': zhCN, en };
