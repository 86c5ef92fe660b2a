// Watches every access-log POST a browser context makes (pages and its service worker) and what the
// server answered: a record accepted twice would show as `duplicates` in an answer.
import type { BrowserContext, Response } from '@playwright/test';

export interface AccessLogTraffic {
  posts: number;
  fromWorker: number;
  failed: number;
  /** records the server already had: the client sent them twice */
  duplicates: number;
  acceptedIds: string[];
}

export function watchAccessLogPosts(context: BrowserContext): AccessLogTraffic {
  const traffic: AccessLogTraffic = { posts: 0, fromWorker: 0, failed: 0, duplicates: 0, acceptedIds: [] };
  context.on('response', (response: Response) => {
    const request = response.request();
    if (request.method() !== 'POST' || !request.url().endsWith('/api/manage/gj/v1/pcApi')) return;
    traffic.posts += 1;
    if (request.serviceWorker()) traffic.fromWorker += 1;
    const sent = (request.postDataJSON() as { systemAccessInfoList: { clientRecordId: string }[] })
      .systemAccessInfoList;
    void response
      .json()
      .then((answer: { code: unknown; data?: { duplicates?: number } }) => {
        if (String(answer.code) !== '200') {
          traffic.failed += 1;
          return;
        }
        traffic.duplicates += answer.data?.duplicates ?? 0;
        traffic.acceptedIds.push(...sent.map((r) => r.clientRecordId));
      })
      .catch(() => undefined);
  });
  return traffic;
}
