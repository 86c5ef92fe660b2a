import type { Translation } from '../../types';
import type { sharedLaterZh } from '../shared-later';

export const sharedLaterEn: Translation<typeof sharedLaterZh> = {
  'common.search': 'Search',
  'common.download': 'Download',
  'common.publishedAt': 'Published {time}',
  'common.sourceLabel': 'Source',
};
