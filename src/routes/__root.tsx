import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../app/router';
import { GlobalServices } from '../app/global-services';
import { laterResourcesFor } from '../app/later-resources';

export const Route = createRootRouteWithContext<RouterContext>()({
  // the Mantine sheets the first screens do not use arrive before any other screen shows
  beforeLoad: async ({ location }) => {
    await laterResourcesFor(location.pathname);
  },
  component: RootComponent,
});

function RootComponent() {
  return (
    <>
      <GlobalServices />
      <Outlet />
    </>
  );
}
