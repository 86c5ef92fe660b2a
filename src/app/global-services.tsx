// App-wide listeners mounted once under the router: error reactions, access logging.
import { useAccessLogging } from './access-logging';
import { ApiErrorReactions } from './api-error-reactions';

export function GlobalServices() {
  useAccessLogging();
  return <ApiErrorReactions />;
}
