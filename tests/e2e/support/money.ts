// The money followed to the bank, set up through the demo's review desk for the states axe audits and the
// review screenshots: an enterprise application paid, a person's 免申即享 receipt on its way.
import { type Page } from '@playwright/test';
import { paths } from '../../../src/shared/api/paths';
import { demo, expect } from './fixtures';
import { portalAuthorization } from './login';

interface DeskApplication {
  id: string;
  accountId: string;
  status: string;
}

/** A seeded approved application of the account moved on through 公示 and 资金拨付 to 已到账 (its id). */
export async function paidApplication(page: Page, accountId = 'u-ent-1'): Promise<string> {
  const all = await demo<DeskApplication[]>(page, 'applications');
  const approved = all.find((a) => a.accountId === accountId && a.status === 'approved');
  if (!approved) throw new Error(`the seed gave ${accountId} no approved application`);
  for (const status of ['publicity', 'disbursing', 'paid'])
    await demo(page, `applications/${approved.id}/advance`, { method: 'POST', body: { status } });
  return approved.id;
}

/**
 * The logged-in person's receipt of a 免申即享 policy: matched and pushed by the desk, confirmed by the
 * person (with the portal's Authorization, as the page does), and sent to the bank; not yet arrived.
 */
export async function receiptOnItsWay(page: Page, policyId = 'p-0054'): Promise<void> {
  const { receipt } = await demo<{ receipt: { id: string } }>(page, 'free-receipts', {
    method: 'POST',
    body: { accountId: 'u-person-1', policyId },
  });
  await demo(page, `free-receipts/${receipt.id}/advance`, { method: 'POST', body: { status: 'pushed' } });
  const answer = await page.evaluate(
    async ({ url, auth }) =>
      (await (await fetch(url, { method: 'POST', headers: { Authorization: auth } })).json()) as {
        code: number;
      },
    { url: paths.freeReceive(policyId), auth: await portalAuthorization(page) },
  );
  expect(answer.code).toBe(200);
  await demo(page, `free-receipts/${receipt.id}/advance`, { method: 'POST', body: { status: 'disbursing' } });
}
