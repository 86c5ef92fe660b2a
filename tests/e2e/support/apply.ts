// Applying in the e2e: real files (a PNG and a PDF), the form filled as a user would, the demo's review desk.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { demo, expect } from './fixtures';
import { loginAndOpen } from './login';

export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a4a3a3a30000000049454e44ae426082',
  'hex',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** The i-th material's file: an image for even slots, a pdf for odd ones (named `${prefix}${i + 1}`). */
/**
 * Writes files to a folder of their own and gives their paths: a local browser reads a chosen file from its path,
 * where one handed over as a buffer crosses the protocol (megabytes took seconds). Call `remove` once chosen.
 */
export function filesOnDisk(files: readonly (readonly [name: string, content: Buffer])[]): {
  paths: string[];
  remove: () => void;
} {
  const dir = mkdtempSync(join(tmpdir(), 'portal-chosen-files-'));
  const paths = files.map(([name, content]) => {
    writeFileSync(join(dir, name), content);
    return join(dir, name);
  });
  return { paths, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export const materialFile = (i: number, prefix = ['证件照片', '扫描件']) =>
  i % 2 === 0
    ? { name: `${prefix[0]}${i + 1}.png`, mimeType: 'image/png', buffer: PNG }
    : { name: `${prefix[1]}${i + 1}.pdf`, mimeType: 'application/pdf', buffer: PDF };

export interface DemoApplication {
  accountId: string;
  id: string;
  policyId: string;
  status: string;
  history?: { status: string; time: string; remark: string }[];
  files?: { material: string; files: { fileName: string }[] }[];
}

export const applicationsOf = async (page: Page, policyId: string) =>
  (await demo<DemoApplication[]>(page, 'applications')).filter((a) => a.policyId === policyId);

/** The reviewer moves an application on through the demo's review desk (/__demo/applications). */
export const advance = (page: Page, id: string, status: string, reason?: string) =>
  demo(page, `applications/${id}/advance`, { method: 'POST', body: { status, reason } });

/** A file in every material slot (but `skipMaterial`), the description and the commitment. */
export async function fillForm(page: Page, skipMaterial?: number) {
  const slots = page.locator('[data-testid^="material-input-"]');
  await expect(slots.first()).toBeAttached();
  const count = await slots.count();
  for (let i = 0; i < count; i += 1) {
    if (i === skipMaterial) continue;
    await page.getByTestId(`material-input-${i}`).setInputFiles(materialFile(i));
  }
  await page.getByLabel('申报说明').fill('本人符合政策条件，现按要求提交申报材料，请审核。');
  await page.getByLabel(/本人（单位）承诺/).check();
  return count;
}

/** Logs in, opens the policy, 一键申报, fills the form with real files and submits it; the material count. */
export async function applyThroughForm(page: Page, account: 'person' | 'enterprise', policyId: string) {
  await loginAndOpen(page, account, `/#/policyDetail?id=${policyId}&isApply=true&applySubject=2`);
  const block = page.getByTestId('eligibility').first();
  await expect(block).toContainText('符合');
  await page.getByTestId('apply-button').click();
  await expect(page).toHaveURL(/#\/applyPolicy/);
  const count = await fillForm(page);
  await expect(page.locator('[data-testid="material-file"][data-state="done"]')).toHaveCount(count);
  await page.getByTestId('submit-application').click();
  // a binding application asks first, with a summary of what will be sent
  await page.getByTestId('confirm-application').click();
  await expect(page.getByTestId('apply-success')).toBeVisible();
  return count;
}
