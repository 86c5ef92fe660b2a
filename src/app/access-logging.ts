// One access-log record per screen visit (docs/product.md#access-log), made as the screen is entered, before
// its data loads: a visit counts even when the data never arrives. Search, sort, filter or page changes on
// the same screen are not new visits; a different record (`id`) is.
import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';
import { accessLog, type AccessLogInput } from '../shared/access-log/access-log';
import { accessUserType, sessionStore } from '../shared/auth/session';
import { countyStore } from '../shared/storage/county';
import { searchText } from '../shared/routing/search-params';
import { screenFor } from '../shared/config/screens';

const ACCESS_TYPE = { home: 1, policy: 2, other: 3 } as const;

/** accessType from the screen manifest: 1 home, 2 policy screens, 3 any other screen (an unknown address too). */
export function accessTypeFor(pathname: string): number {
  const kind = screenFor(pathname)?.accessLog ?? 'other';
  return kind === 'none' ? ACCESS_TYPE.other : ACCESS_TYPE[kind];
}

/** Which screen an address shows: its path and the record it opens; other search parameters don't count. */
export function screenKey(pathname: string, search: Record<string, unknown>): string {
  return `${pathname}#${searchText(search.id).trim()}`;
}

/**
 * The record for entering a screen, or null for a screen that is not logged. A policy screen whose id
 * is malformed gets a record with that id, which the queue counts as invalid instead of sending.
 */
export function visitRecord(pathname: string, search: Record<string, unknown>): AccessLogInput | null {
  // hand-over and redirect-only addresses: the screen they lead to is the visit
  if (screenFor(pathname)?.accessLog === 'none') return null;
  const id = searchText(search.id).trim();
  return {
    accessType: accessTypeFor(pathname),
    userType: accessUserType(sessionStore.get()),
    sourceType: 1,
    policyId: screenFor(pathname)?.accessLog === 'policy' && id !== '' ? id : null,
    // the selected county; the municipal level is the city's default county and reports that code
    orgCode: countyStore.get(),
  };
}

export function useAccessLogging(): void {
  const router = useRouter();
  useEffect(() => {
    let lastScreen: string | null = null;
    const enter = (location: { pathname: string; search: unknown }) => {
      const search = (location.search ?? {}) as Record<string, unknown>;
      const key = screenKey(location.pathname, search);
      if (key === lastScreen) return;
      lastScreen = key;
      const record = visitRecord(location.pathname, search);
      if (record) accessLog.record(record);
    };
    // the screen on show (or being loaded) when this mounts, then every screen as its load begins
    enter(router.latestLocation);
    return router.subscribe('onBeforeLoad', ({ toLocation }) => enter(toLocation));
  }, [router]);
}
