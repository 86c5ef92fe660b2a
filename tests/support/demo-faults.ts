// The demo API's fault switch, as the whole-portal jsdom tests use it (the policy, content and session groups).
import type { TestApi } from '../server/helpers';

/** A fault to inject; the demo API checks the fields (server/lib/faults.ts). */
export interface Fault {
  path: string;
  code?: number | string;
  msg?: string;
  times?: number;
  delayMs?: number;
}

/** Makes the demo API fail (or delay) calls whose path matches `fault.path` (a trailing `*` matches the rest). */
export async function injectFault(api: TestApi, fault: Fault): Promise<void> {
  const answer = await fetch(`${api.base}/__demo/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (!answer.ok) throw new Error(`demo faults answered ${answer.status}`);
}

/** Removes every injected fault. */
export async function clearFaults(api: TestApi): Promise<void> {
  await fetch(`${api.base}/__demo/faults`, { method: 'DELETE' });
}
