// axe over the states reached through the service worker's copies (the rest: a11y.spec.ts). Each in a context
// of its own: a worker installed by one state must not serve the next.
import { test, freshDemoForEachTest } from './support/fixtures';
import { audit } from './a11y-states/audit';
import { states as offline } from './a11y-states/offline';

freshDemoForEachTest();
test.describe.configure({ mode: 'parallel' });
test.use({ serviceWorkers: 'allow' });

audit(offline);
