// The information page's topics: an unknown topic shows "about".
import { searchText } from '../../../shared/routing/search-params';

export const INFO_TOPICS = ['accessibility', 'privacy', 'sitemap', 'about'] as const;
export type InfoTopic = (typeof INFO_TOPICS)[number];

export function validateInfoSearch(input: object): { topic: InfoTopic } {
  const topic = searchText((input as Record<string, unknown>).topic) as InfoTopic;
  return { topic: INFO_TOPICS.includes(topic) ? topic : 'about' };
}
