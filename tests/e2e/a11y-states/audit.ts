// One test per state: reach it, then axe, and every Mantine component it renders has its stylesheet.
import { expect, test } from '../support/fixtures';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { unstyledMantine } from '../support/mantine-styles';
import type { A11yState } from './state';

export function audit(states: A11yState[]): void {
  for (const state of states) {
    test(`axe: ${state.name}`, async ({ page, context }) => {
      await state.reach(page, context);
      await expectNoSeriousAxeViolations(page);
      expect(await unstyledMantine(page), 'Mantine components without their stylesheet').toEqual([]);
    });
  }
}
