// The toasts' container is not part of the first screen: it loads when the first toast is shown or when the
// page is idle, whichever comes first. The store (`notifications.show`) is small and loaded at once; a toast
// shown before the container arrives waits in it and appears when it mounts.
import { lazy, Suspense, useEffect, useState } from 'react';
import { notificationsStore } from '@mantine/notifications';

const NotificationsContainer = lazy(() =>
  import('./notifications-container').then(({ NotificationsContainer }) => ({
    default: NotificationsContainer,
  })),
);

export function NotificationsHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    if (notificationsStore.getState().notifications.length) want();
    const unsubscribe = notificationsStore.subscribe(want);
    const idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(want, { timeout: 5000 })
        : (setTimeout(want, 2000) as unknown as number);
    return () => {
      unsubscribe();
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else clearTimeout(idle);
    };
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  ) : null;
}
