// App-wide listeners mounted once under the router: error reactions, access logging, region completion,
// the retry of an unconfirmed platform logout.
import { useAccessLogging } from './access-logging';
import { ApiErrorReactions } from './api-error-reactions';
import { RegionCompletion } from './region-completion';
import { GlobalOffline } from '../features/offline/components/global-offline';
import { PlatformLogoutRetry } from '../features/session/components/platform-logout-retry';

export function GlobalServices() {
  useAccessLogging();
  return (
    <>
      <ApiErrorReactions />
      <GlobalOffline />
      <RegionCompletion />
      <PlatformLogoutRetry />
    </>
  );
}
