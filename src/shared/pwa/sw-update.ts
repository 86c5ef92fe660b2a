// Service-worker registration through vite-plugin-pwa's React hook (production builds only: the
// plugin's dev module registers nothing), checking for a new version hourly and whenever the page
// becomes visible again.
import { useRegisterSW } from 'virtual:pwa-register/react';
import { isOnline } from '../offline/online-status';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

function watchForUpdates(registration: ServiceWorkerRegistration): void {
  const check = () => {
    // no point asking while offline; a failed check is simply tried again later
    if (isOnline()) registration.update().catch(() => undefined);
  };
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

let reloading = false;
function reloadOnce(): void {
  if (reloading) return;
  reloading = true;
  window.location.reload();
}

export interface ServiceWorkerUpdate {
  /** a new version is installed and waits */
  waiting: boolean;
  /** tells the waiting worker to take over; the page reloads once it controls the page */
  apply: () => Promise<void>;
  dismiss: () => void;
}

/** Registers the worker; mount it once per page (the update prompt does). */
export function useServiceWorkerUpdate(): ServiceWorkerUpdate {
  const {
    needRefresh: [waiting, setWaiting],
    updateServiceWorker,
  } = useRegisterSW({
    // workbox-window only reloads for updates it did not classify as "external" (found after load)
    onNeedReload: reloadOnce,
    onRegisteredSW(_url, registration) {
      if (registration) watchForUpdates(registration);
    },
  });
  return {
    waiting,
    apply: async () => {
      navigator.serviceWorker.addEventListener('controllerchange', reloadOnce, { once: true });
      await updateServiceWorker(true);
    },
    dismiss: () => setWaiting(false),
  };
}
