import { createFileRoute } from '@tanstack/react-router';
import { LogoutTransitPage } from '../features/session/pages/logout-transit-page';

export const Route = createFileRoute('/loginOutTtransit')({
  component: LogoutTransitPage,
});
