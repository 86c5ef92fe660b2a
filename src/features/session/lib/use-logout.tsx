// 退出登录 (docs/product.md#login-and-session): with unsent application drafts of this account on the device
// it asks first, naming them; 仍然退出 removes them (the question's own code does) before the logout screen
// removes the rest of the user's data.
import { lazy, Suspense, useState } from 'react';

const LogoutDraftsDialog = lazy(() =>
  import('../components/logout-drafts-dialog').then((m) => ({ default: m.LogoutDraftsDialog })),
);

/** `leave` goes to the logout screen; `start` asks first when drafts are unsent, `dialog` is the question. */
export function useLogout(leave: () => void) {
  const [drafts, setDrafts] = useState<{ policyName: string }[] | null>(null);
  const start = async () => {
    // the drafts' code comes with the question; where it cannot come (offline before the worker has it), the
    // drafts stay on the device for the account's next login: nothing is removed without the question
    const unsent = await import('../../../shared/offline/application-drafts')
      .then((m) => m.applicationDrafts.list())
      .catch(() => null);
    if (unsent === null || unsent.length === 0) leave();
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
