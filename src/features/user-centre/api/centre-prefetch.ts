// Route loaders warm the cache only for an account that may open the screen: a visitor or the
// wrong account kind must not trigger login dialogs from calls the layout would never show.
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { accountKind, sessionStore } from '../../../shared/auth/session';
import { allowedKinds } from '../../../shared/auth/roles';
import type { EnterpriseChild } from '../../../shared/config/screens';
import { loadForScreen } from '../../../shared/routing/load-for-screen';

export function mayOpen(child: EnterpriseChild): boolean {
  const kind = accountKind(sessionStore.get());
  return kind !== 4 && allowedKinds(child).includes(kind);
}

export async function prefetchFor(
  child: EnterpriseChild,
  queryClient: QueryClient,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query options of the factory
  ...options: FetchQueryOptions<any, any, any, any>[]
): Promise<void> {
  if (!mayOpen(child)) return;
  await loadForScreen(queryClient, ...options);
}
