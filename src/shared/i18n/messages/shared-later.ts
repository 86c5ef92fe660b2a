// Words of the shared parts only later screens show: the keyword search of the content lists, attachment
// downloads, a source line, a publication date, a form's submit button.
import type { Translation } from '../types';

export const sharedLaterZh = {
  'common.search': '搜索',
  'common.download': '下载',
  'common.publishedAt': '发布时间：{time}',
  'common.sourceLabel': '来源',
} as const;

export const sharedLaterEn: Translation<typeof sharedLaterZh> = {
  'common.search': 'Search',
  'common.download': 'Download',
  'common.publishedAt': 'Published {time}',
  'common.sourceLabel': 'Source',
};
