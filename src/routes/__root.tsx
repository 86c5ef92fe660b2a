import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../app/router';
import { GlobalServices } from '../app/global-services';
import { laterStylesFor } from '../app/later-styles';

export const Route = createRootRouteWithContext<RouterContext>()({
  // the Mantine sheets the first screens do not use arrive before any other screen shows
  beforeLoad: async ({ location }) => {
    await laterStylesFor(location.pathname);
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
