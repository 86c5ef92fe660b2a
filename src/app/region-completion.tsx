// Opens the region dialog for a logged-in enterprise whose user info lacks countyCode
// (docs/product.md#region-completion).
import { lazy, Suspense, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { accountKind, useSession } from '../shared/auth/session';
import { withMessages } from '../shared/i18n/language';

const RegionDialog = lazy(
  withMessages(['content'], () =>
    import('../features/session/components/region-dialog').then((m) => ({ default: m.RegionDialog })),
  ),
);

export function RegionCompletion() {
  const session = useSession();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [dismissed, setDismissed] = useState(false);
  const needed =
    accountKind(session) === 2 &&
    session.userInfo !== null &&
    !session.userInfo.countyCode &&
    pathname !== '/infoCompletion' &&
    pathname !== '/checkLogin';
  if (!needed || dismissed) return null;
  return (
    <Suspense fallback={null}>
      <RegionDialog onClose={() => setDismissed(true)} />
    </Suspense>
  );
}
