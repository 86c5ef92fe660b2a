// DEMO_NOW (an ISO date-time) pins the demo data's clock: the visual regression suite's server uses it so
// declaration windows and remaining days read the same on every run.
import type { DemoApiOptions } from '../app';

export function demoClockFromEnv(): Pick<DemoApiOptions, 'now'> {
  const demoNow = process.env.DEMO_NOW ? new Date(process.env.DEMO_NOW) : null;
  if (demoNow && Number.isNaN(demoNow.getTime())) {
    console.error(`DEMO_NOW is not a date-time: ${process.env.DEMO_NOW}`);
    process.exit(1);
  }
  return demoNow ? { now: () => new Date(demoNow) } : {};
}
