// Everything offline that lives once per page: banner, update prompt, access-log queue, quiet refresh, logout cleanup.
import { lazy, Suspense, useEffect } from 'react';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { accessLog } from '../../shared/access-log/access-log';
import { registerLogoutCleanup } from '../../shared/auth/logout-cleanup';
import { removeUserScopedQueries } from '../../shared/offline/query-persistence';
import { request } from '../../shared/api/http';
import { paths } from '../../shared/api/paths';
import { setConnectionProbe } from '../../shared/offline/connection';
import { useLang } from '../../shared/i18n/language';
import { OfflineBanner } from './offline-banner';
import { StorageNotice } from './storage-notice';
import { useFirstScreenSettled } from './first-screen-settled';
import { loadFloating } from '../../shared/ui/lazy-floating';

// it registers the worker, once the first screen is complete: its code (and the worker's registration
// helper) is not part of the first screen
const UpdatePrompt = lazy(() => import('./update-prompt').then((m) => ({ default: m.UpdatePrompt })));

export function GlobalOffline() {
  const queryClient = useQueryClient();
  // the update prompt registers the worker: only once the first screen has its code and data. The worker then
  // keeps every screen's code and sheets on the device; the page runs them only when a screen or dialog needs
  // them (src/app/later-resources.ts), not when idle: that work (sheets applied to the whole page, code
  // compiled) was most of the first screen's blocking time on a phone (bench: TBT about halved) ...
  const settled = useFirstScreenSettled(queryClient);
  // except the menus' code: the header's menus (log in, log out) must open on a line lost before the worker
  // has installed, so it is asked for once the first screen is complete
  useEffect(() => {
    if (settled) loadFloating().catch(() => undefined);
  }, [settled]);

  useEffect(() => accessLog.start(), []);
  // while the line is unstable, one small public GET (backing off) finds out when it works again
  useEffect(() => {
    setConnectionProbe(() => request(paths.systemInfo));
    return () => setConnectionProbe(null);
  }, []);
  useEffect(() => registerLogoutCleanup(() => removeUserScopedQueries(queryClient)), [queryClient]);
  // the device copies of 即将截止 and 我的材料: their code loads only when a logout runs
  useEffect(
    () =>
      registerLogoutCleanup(() =>
        Promise.all([
          import('../../shared/offline/application-deadlines').then((m) => m.applicationDeadlines.clear()),
          import('../../shared/locker/locker-device').then((m) => m.lockerDevice.clear()),
        ]).then(() => undefined),
      ),
    [],
  );
  // application drafts are not among these silent clean-ups: they belong to the account and leave the device
  // only when the person is asked (logout, features/session; another account's login, OtherAccountDrafts)
  // the app opening is the check of deadline reminders and saved searches where Periodic Background Sync is
  // missing (and harmless where not); the worker looks at the reminder switch and the permission itself
  const lang = useLang();
  // (its code is not a first screen's: it arrives after the first paint)
  useEffect(() => {
    import('../../features/saved-policies/lib/reminders')
      .then((m) => m.askWorkerToCheck(lang))
      .catch(() => undefined);
  }, [lang]);

  // back online: what is on screen refreshes in the background; failures stay with their own screens
  useEffect(
    () =>
      onlineManager.subscribe((online) => {
        if (online) void queryClient.invalidateQueries({ type: 'active' });
      }),
    [queryClient],
  );

  return (
    <>
      <OfflineBanner />
      {settled && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
      <StorageNotice />
    </>
  );
}
