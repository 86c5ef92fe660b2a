// App-wide listeners mounted once under the router: error reactions, access logging, region completion.
import { useAccessLogging } from './access-logging';
import { ApiErrorReactions } from './api-error-reactions';
import { RegionCompletion } from './region-completion';
import { GlobalOffline } from '../features/offline/components/global-offline';

export function GlobalServices() {
  useAccessLogging();
  return (
    <>
      <ApiErrorReactions />
      <GlobalOffline />
      <RegionCompletion />
    </>
  );
}
