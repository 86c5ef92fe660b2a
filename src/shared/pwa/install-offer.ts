// Imported first by the entry: the browser's install offer (`beforeinstallprompt`) can come before any
// lazily loaded chunk runs, so it is caught and kept here. No React, no Mantine: this stays tiny.
export interface InstallOfferEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallOfferEvent | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const installOffer = {
  get: (): InstallOfferEvent | null => offer,
  /** Hands the offer out once (the browser lets it be used once) and forgets it. */
  take(): InstallOfferEvent | null {
    const taken = offer;
    offer = null;
    if (taken) emit();
    return taken;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // keep the browser's mini-bar away; the header offers 安装到桌面 instead
    event.preventDefault();
    offer = event as InstallOfferEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    emit();
  });
}
