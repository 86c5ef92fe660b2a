// What a new user tripped over in the layout: the confirm before a binding application, the questionnaire's
// results in view, floating controls that cover nothing, the ads. Screenshots for review go to SHOTS_DIR.
import type { Page } from '@playwright/test';
import { test, expect, freshDemoForEachTest } from './support/fixtures';
import { loginAndOpen } from './support/login';
import { applicationsOf, fillForm } from './support/apply';

freshDemoForEachTest();

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const SIZES = { desktop: DESKTOP, phone: PHONE } as const;
const SHOTS = process.env.SHOTS_DIR;

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`${size}: 提交申报 shows what will be sent and asks before it goes; 返回修改 sends nothing`, async ({
    page,
  }) => {
    await loginAndOpen(page, 'enterprise', '/#/applyPolicy?id=p-0001');
    await page.setViewportSize(viewport);
    await expect(page.getByTestId('eligibility')).toBeVisible();
    const count = await fillForm(page);
    await expect(page.locator('[data-testid="material-file"][data-state="done"]')).toHaveCount(count);
    const submits: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/pcUser/apply/submit')) submits.push(r.method());
    });

    await page.getByTestId('submit-application').click();
    const dialog = page.getByRole('dialog', { name: '确认申报' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('row', { name: /申报政策/ })).toContainText('企业研发费用补助');
    await expect(dialog.getByRole('row', { name: /申报主体名称/ })).toContainText('泉州海丝智造');
    await expect(dialog.getByRole('row', { name: /联系人/ })).not.toBeEmpty();
    await expect(dialog.getByRole('row', { name: /联系电话/ })).toContainText(/1\d{10}/);
    const materials = dialog.getByTestId('apply-confirm-materials');
    await expect(materials).toContainText('证件照片1.png（1 KB）');
    if (count > 1) await expect(materials).toContainText('扫描件2.pdf（1 KB）');
    await expect(dialog.getByRole('button', { name: '确认提交' })).toBeFocused();
    await shot(page, `item5-apply-confirm-${size}`);

    await dialog.getByRole('button', { name: '返回修改' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('submit-application')).toBeFocused();
    expect(submits).toEqual([]);

    await page.getByTestId('submit-application').click();
    await dialog.getByRole('button', { name: '确认提交' }).click();
    await expect(page.getByTestId('apply-success')).toBeVisible();
    expect(submits).toEqual(['POST']);
    expect(await applicationsOf(page, 'p-0001')).toHaveLength(1);
  });
}
