// axe over every state a journey reaches that the visual suite's screens do not show (each state once, here;
// the journeys themselves do not run axe), and every Mantine component the state renders has its stylesheet.
// States are listed by feature in tests/e2e/a11y-states/.
import { expect, test, freshDemoForEachTest } from './support/fixtures';
import { expectNoSeriousAxeViolations } from './support/axe';
import { unstyledMantine } from './support/mantine-styles';
import type { A11yState } from './a11y-states/state';
import { states as policy } from './a11y-states/policy';
import { states as apply } from './a11y-states/apply';
import { states as centre } from './a11y-states/centre';
import { states as session } from './a11y-states/session';
import { states as offline } from './a11y-states/offline';
import { states as freetrial } from './a11y-states/freetrial';
import { states as layout } from './a11y-states/layout';
import { states as money } from './a11y-states/money';

freshDemoForEachTest();
// each state is reached from the seed on its worker's own demo API: spread them over the workers
test.describe.configure({ mode: 'parallel' });

function audit(states: A11yState[]): void {
  for (const state of states) {
    test(`axe: ${state.name}`, async ({ page, context }) => {
      await state.reach(page, context);
      await expectNoSeriousAxeViolations(page);
      expect(await unstyledMantine(page), 'Mantine components without their stylesheet').toEqual([]);
    });
  }
}

audit([...policy, ...apply, ...centre, ...session, ...freetrial, ...layout, ...money]);

test.describe('offline', () => {
  // reached through the service worker's copies
  test.use({ serviceWorkers: 'allow' });
  audit(offline);
});
