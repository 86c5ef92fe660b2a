// 退出登录 (docs/product.md#login-and-session): with unsent application drafts on the device it asks first,
// naming them; confirmed, the logout screen removes them with the rest of the user's data.
import { lazy, Suspense, useState } from 'react';
// part of the first screen, not loaded on the way out: logout must work on a line lost before the worker installed
import { applicationDrafts } from '../../../shared/offline/application-drafts';

const LogoutDraftsDialog = lazy(() =>
  import('../components/logout-drafts-dialog').then((m) => ({ default: m.LogoutDraftsDialog })),
);

/** `leave` goes to the logout screen; `start` asks first when drafts are unsent, `dialog` is the question. */
export function useLogout(leave: () => void) {
  const [drafts, setDrafts] = useState<{ policyName: string }[] | null>(null);
  const start = async () => {
    const unsent = await applicationDrafts.list();
    if (unsent.length === 0) leave();
    else setDrafts(unsent);
  };
  const dialog = drafts && (
    <Suspense fallback={null}>
      <LogoutDraftsDialog
        drafts={drafts}
        onCancel={() => setDrafts(null)}
        onConfirm={() => {
          setDrafts(null);
          leave();
        }}
      />
    </Suspense>
  );
  return { start: () => void start(), dialog };
}
