import { createFileRoute } from '@tanstack/react-router';
import { LogoutTransitPage } from '../features/session/pages/logout-transit-page';

export const Route = createFileRoute('/loginOutTtransit')({
  // logout must work offline even before the service worker holds every chunk: a screen that wipes
  // the device cannot wait for a download (a failed one would reload into the browser's offline page)
  codeSplitGroupings: [],
  component: LogoutTransitPage,
});
