// A search value as the address wrote it, before the route's validation turned a bad one into its default:
// for the note a screen shows when it replaced what a link asked for.
import { useRouterState } from '@tanstack/react-router';
import { searchAsOpened } from './raw-search-values';

export function useRawSearchValue(key: string): string | null {
  return useRouterState({
    select: (s) => new URLSearchParams(searchAsOpened(s.location.href, s.location.searchStr)).get(key),
  });
}

/** Whether the address is this path now (a screen still on view while the next one loads is not). */
export function useIsCurrentPath(path: string): boolean {
  return useRouterState({ select: (s) => s.location.pathname === path });
}
