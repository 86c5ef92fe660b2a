// axe over every state a journey reaches that the visual suite's screens do not show (each state once, here;
// the journeys themselves do not run axe), and every Mantine component the state renders has its stylesheet.
// States are listed by feature in tests/e2e/a11y-states/; the offline ones, which need the service worker, are
// in a11y-offline.spec.ts.
import { test, freshDemoForEachTest } from './support/fixtures';
import { audit } from './a11y-states/audit';
import { states as policy } from './a11y-states/policy';
import { states as apply } from './a11y-states/apply';
import { states as centre } from './a11y-states/centre';
import { states as session } from './a11y-states/session';
import { states as freetrial } from './a11y-states/freetrial';
import { states as layout } from './a11y-states/layout';
import { states as money } from './a11y-states/money';

freshDemoForEachTest();
// each state is reached from the seed on its worker's own demo API: spread them over the workers
test.describe.configure({ mode: 'parallel' });

audit([...policy, ...apply, ...centre, ...session, ...freetrial, ...layout, ...money]);
