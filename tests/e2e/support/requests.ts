import type { Page, Request } from '@playwright/test';

/** The URLs of the requests the page sends from now on that `matches` picks, in order. */
export function requestsSeen(page: Page, matches: (request: Request, path: string) => boolean): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (matches(r, new URL(r.url()).pathname)) urls.push(r.url());
  });
  return urls;
}
