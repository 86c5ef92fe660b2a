// Service-worker registration (production builds only: the plugin's dev module registers nothing)
// and the "a new version waits" state the update prompt shows.
import { useSyncExternalStore } from 'react';
import { registerSW } from 'virtual:pwa-register';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

let waiting = false;
let updateSW: ((reloadPage?: boolean) => Promise<void>) | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function watchForUpdates(registration: ServiceWorkerRegistration): void {
  const check = () => {
    // no point asking while offline; a failed check is simply tried again later
    if (navigator.onLine) registration.update().catch(() => undefined);
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

export function registerServiceWorker(): void {
  if (updateSW || !('serviceWorker' in navigator)) return;
  updateSW = registerSW({
    immediate: true,
    onNeedRefresh() {
      waiting = true;
      emit();
    },
    // workbox-window only reloads for updates it did not classify as "external" (found after load)
    onNeedReload: reloadOnce,
    onRegisteredSW(_url, registration) {
      if (registration) watchForUpdates(registration);
    },
  });
}

export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => waiting,
    () => false,
  );
}

/** Tells the waiting worker to take over; the page reloads once it controls the page. */
export async function applyUpdate(): Promise<void> {
  navigator.serviceWorker.addEventListener('controllerchange', reloadOnce, { once: true });
  await updateSW?.(true);
}

export function dismissUpdate(): void {
  waiting = false;
  emit();
}
