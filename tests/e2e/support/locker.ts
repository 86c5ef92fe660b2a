// 我的材料 in the e2e: an enterprise's locker with its 营业执照 fetched from 电子证照库 and an expired document,
// made through the demo API as the portal makes them (the screens' own journey: materials-locker.spec.ts).
import { type Page } from '@playwright/test';
import { expect } from './fixtures';
import { lockerPaths } from '../../../src/shared/api/locker-paths';
import { PNG } from './apply';
import { loginAndOpen, portalAuthorization } from './login';

/** Logs the enterprise in on 我的材料 with its licence fetched and an expired 纳税证明 kept; ends on the screen. */
export async function lockerWithDocuments(page: Page): Promise<void> {
  await loginAndOpen(page, 'enterprise', '/#/enterprise/myMaterials', '我的材料');
  const headers = { Authorization: await portalAuthorization(page) };
  const fetched = await page.request.post(lockerPaths.licence, { headers, data: {} });
  expect(fetched.ok()).toBeTruthy();
  const added = await page.request.post(lockerPaths.upload, {
    headers,
    multipart: {
      kind: 'taxProof',
      name: '2023年度纳税证明',
      validUntil: '2024-06-30',
      file: { name: 'tax.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(((await added.json()) as { code: number }).code).toBe(200);
  await page.reload();
  await expect(page.locator('[data-testid="locker-row"]:visible')).toHaveCount(2);
}
