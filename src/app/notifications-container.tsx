// Mantine's notification container (with react-transition-group), in a chunk of its own: see ./notifications-host.tsx
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import { NOTIFICATION_Z } from '../shared/ui/layers';

export function NotificationsContainer() {
  return <Notifications position="top-center" zIndex={NOTIFICATION_Z} limit={4} />;
}
