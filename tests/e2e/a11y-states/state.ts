// One screen state that axe audits in tests/e2e/a11y.spec.ts: the visual suite (tests/visual) audits every main
// screen as it first shows; these are the states a journey reaches (a dialog open, a form with its errors,
// a refusal shown, offline) that no screenshot covers. Journeys do not run axe themselves.
import type { BrowserContext, Page } from '@playwright/test';

export interface A11yState {
  /** what is on screen, e.g. 'application form with every problem shown' */
  name: string;
  /** brings the fresh page (demo data reset, no faults, not logged in) to the state; axe runs after it */
  reach: (page: Page, context: BrowserContext) => Promise<void>;
}
