// The information page's topics: an unknown topic shows "about".
import * as v from 'valibot';
import { searchText } from '../../../shared/routing/search-params';
import { searchParam } from '../../../shared/routing/search-schemas';

export const INFO_TOPICS = ['accessibility', 'privacy', 'sitemap', 'about'] as const;
export type InfoTopic = (typeof INFO_TOPICS)[number];

/** The information page's search (Standard Schema). */
export const infoSearchSchema = v.object({
  topic: searchParam((raw): InfoTopic => INFO_TOPICS.find((t) => t === searchText(raw)) ?? 'about'),
});
