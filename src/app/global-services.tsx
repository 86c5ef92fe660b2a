// App-wide listeners mounted once under the router: error reactions, access logging, region completion and
// the enterprise's starting county,
// the retry of an unconfirmed platform logout, the login state kept in step with the platform, the document title.
import { lazy, Suspense } from 'react';
import { useAccessLogging } from './access-logging';
import { ApiErrorReactions } from './api-error-reactions';
import { RegionCompletion } from './region-completion';
import { EnterpriseCountyStart } from './enterprise-county';
import { GlobalOffline } from './pwa/global-offline';
import { PlatformLogoutRetry } from '../features/session/components/platform-logout-retry';
import { usePlatformLoginSync } from '../features/session/lib/use-platform-login-sync';

// the title and the announcer of moves are not needed for the first paint: their code comes after it
const DocumentTitle = lazy(() => import('./document-title').then((m) => ({ default: m.DocumentTitle })));

export function GlobalServices() {
  useAccessLogging();
  usePlatformLoginSync();
  return (
    <>
      <Suspense fallback={null}>
        <DocumentTitle />
      </Suspense>
      <ApiErrorReactions />
      <GlobalOffline />
      <RegionCompletion />
      <EnterpriseCountyStart />
      <PlatformLogoutRetry />
    </>
  );
}
