// "This store changed": told to listeners in this page and, through a BroadcastChannel, to other tabs and
// the service worker. DOM-free.
export interface StoreEvents {
  changed: () => void;
  subscribe: (listener: () => void) => () => void;
}

export function storeEvents(channelName: string): StoreEvents {
  const listeners = new Set<() => void>();
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(channelName);
  channel?.addEventListener('message', () => listeners.forEach((l) => l()));
  return {
    changed: () => {
      listeners.forEach((l) => l());
      channel?.postMessage('changed');
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
