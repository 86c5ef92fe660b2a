// 安装到桌面 is offered while the browser's install offer (caught by the entry, shared/pwa/install-offer)
// is held and the portal is not already running as an installed app.
import { useSyncExternalStore } from 'react';
import { installOffer } from './install-offer';

function runsInstalled(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(display-mode: standalone)').matches
    : false;
}

export function useCanInstall(): boolean {
  return useSyncExternalStore(
    installOffer.subscribe,
    () => installOffer.get() !== null && !runsInstalled(),
    () => false,
  );
}

/** Shows the browser's install sheet; the event can be used once, whatever the answer. */
export async function promptInstall(): Promise<boolean> {
  const event = installOffer.take();
  if (!event) return false;
  await event.prompt();
  const choice = await event.userChoice;
  return choice.outcome === 'accepted';
}
