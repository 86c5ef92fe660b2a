// One source of truth for "online": TanStack Query's onlineManager. The browser's online/offline
// events feed it here; a request that fails for want of a network can feed it through setOnline.
import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

/** TanStack Query assumes "online" until told otherwise: start from what the browser knows. */
export function syncOnlineWithBrowser(): void {
  if (typeof navigator === 'undefined' || typeof window === 'undefined') return;
  onlineManager.setEventListener((setOnline) => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  });
}

export function isOnline(): boolean {
  return onlineManager.isOnline();
}

/** For evidence other than the browser's events, e.g. a request that could not reach the server. */
export function setOnline(online: boolean): void {
  onlineManager.setOnline(online);
}

/** Calls back on every change of the online state; returns the unsubscribe function. */
export function subscribeOnline(listener: (online: boolean) => void): () => void {
  return onlineManager.subscribe(listener);
}

const subscribe = (listener: () => void) => onlineManager.subscribe(() => listener());

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
