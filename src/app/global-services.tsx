// App-wide listeners mounted once under the router: error reactions, access logging, region completion,
// the retry of an unconfirmed platform logout, the login state kept in step with the platform.
import { useAccessLogging } from './access-logging';
import { ApiErrorReactions } from './api-error-reactions';
import { RegionCompletion } from './region-completion';
import { GlobalOffline } from './pwa/global-offline';
import { PlatformLogoutRetry } from '../features/session/components/platform-logout-retry';
import { usePlatformLoginSync } from '../features/session/lib/use-platform-login-sync';

export function GlobalServices() {
  useAccessLogging();
  usePlatformLoginSync();
  return (
    <>
      <ApiErrorReactions />
      <GlobalOffline />
      <RegionCompletion />
      <PlatformLogoutRetry />
    </>
  );
}
