// 退出登录 (docs/product.md#login-and-session): with unsent application drafts of this account on the device
// it asks first, naming them; 仍然退出 removes them (the question's own code does) before the logout screen
// removes the rest of the user's data.
import { lazy, Suspense, useState } from 'react';

// the question and the drafts' code come together, when logout is chosen
const question = () => import('../components/logout-drafts-dialog');
const LogoutDraftsDialog = lazy(() => question().then((m) => ({ default: m.LogoutDraftsDialog })));

/** `leave` goes to the logout screen; `start` asks first when drafts are unsent, `dialog` is the question. */
export function useLogout(leave: () => void) {
  const [drafts, setDrafts] = useState<{ policyName: string }[] | null>(null);
  const start = async () => {
    // where the question's code cannot come (offline before the worker has it), the drafts stay on the device
    // for the account's next login: nothing is removed without the question
    const unsent = await question()
      .then((m) => m.unsentDrafts())
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
