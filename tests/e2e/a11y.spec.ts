// axe over every state a journey reaches that the visual suite's screens do not show (each state once, here;
// the journeys themselves do not run axe). States are listed by feature in tests/e2e/a11y-states/.
import { test, freshDemoForEachTest } from './support/fixtures';
import { expectNoSeriousAxeViolations } from './support/axe';
import type { A11yState } from './a11y-states/state';
import { states as policy } from './a11y-states/policy';
import { states as apply } from './a11y-states/apply';
import { states as centre } from './a11y-states/centre';
import { states as session } from './a11y-states/session';
import { states as offline } from './a11y-states/offline';
import { states as freetrial } from './a11y-states/freetrial';
import { states as layout } from './a11y-states/layout';

freshDemoForEachTest();

const ALL: A11yState[] = [...policy, ...apply, ...centre, ...session, ...offline, ...freetrial, ...layout];

for (const state of ALL) {
  test(`axe: ${state.name}`, async ({ page, context }) => {
    await state.reach(page, context);
    await expectNoSeriousAxeViolations(page);
  });
}
