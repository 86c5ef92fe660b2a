// Bad input on the application form: keyboard only, a connection lost mid-upload, 100 files at once,
// a second submit in flight, empty / disguised / oversized files (form and server). Nothing entered is lost.
import type { FileChooser, Locator, Page } from '@playwright/test';
import { test, expect, freshDemoForEachTest, holdFirstRequest } from './support/fixtures';
import { loginAndOpen } from './support/login';
import { applicationsOf, filesOnDisk, fillForm, materialFile, PNG } from './support/apply';

freshDemoForEachTest();

const DESCRIPTION = '本人首次创业，已办理营业执照并正常经营满六个月，现申请补贴。';
const UPLOAD = '/api/manage/gj/v1/pcUser/apply/file';

/** Opens the form for p-0005 as the demo person. */
async function openForm(page: Page): Promise<void> {
  await loginAndOpen(page, 'person', '/#/applyPolicy?id=p-0005');
  await expect(page.getByTestId('eligibility')).toBeVisible();
}

/** Presses Tab until `target` has the focus (a keyboard user's way there). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 120; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('not reachable with Tab');
}

/**
 * Enter on the focused dropzone opens the browser's file chooser. The dropzone's own code arrives after the
 * form (its place is held meanwhile): on a loaded machine the first Enter can reach the placeholder, so Enter
 * is pressed again until the chooser opens.
 */
async function chooseWithEnter(page: Page): Promise<FileChooser> {
  for (let attempt = 1; ; attempt += 1) {
    const chooser = page.waitForEvent('filechooser', { timeout: 5_000 });
    await page.keyboard.press('Enter');
    try {
      return await chooser;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

test('the form is completed with the keyboard alone, files chosen with Enter', async ({ page }) => {
  await openForm(page);
  await tabTo(page, page.getByLabel('申报说明'));
  await page.keyboard.type(DESCRIPTION);
  const slots = await page.locator('[data-testid^="material-input-"]').count();
  for (let i = 0; i < slots; i += 1) {
    // the dropzone itself takes the focus; Enter opens the file chooser
    await tabTo(page, page.getByTestId(`material-input-${i}`).locator('xpath=..'));
    await (await chooseWithEnter(page)).setFiles(materialFile(i));
    await expect(page.getByTestId(`material-${i}`).getByTestId('material-file')).toHaveAttribute(
      'data-state',
      'done',
    );
  }
  await tabTo(page, page.getByLabel(/本人（单位）承诺/));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByTestId('submit-application'));
  await page.keyboard.press('Enter');
  // the summary takes the focus on 确认提交: Enter sends
  await expect(page.getByTestId('confirm-application')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('apply-success')).toBeVisible();
  expect(await applicationsOf(page, 'p-0005')).toHaveLength(1);
});

test('a connection lost in the middle of an upload: the file says so with 重试, the rest is kept', async ({
  page,
}) => {
  await openForm(page);
  await page.getByLabel('申报说明').fill(DESCRIPTION);
  let cut = true;
  await page.route(`**${UPLOAD}`, async (route) => {
    if (!cut) return route.continue();
    cut = false;
    // the body is half sent when the line drops
    await new Promise((r) => setTimeout(r, 800));
    await route.abort('connectionreset');
  });
  await page.getByTestId('material-input-0').setInputFiles(materialFile(0));
  const file = page.getByTestId('material-0').getByTestId('material-file');
  await expect(file).toHaveAttribute('data-state', 'failed');
  await expect(file).toContainText('上传中断，请检查网络后重试');
  await expect(page.getByLabel('申报说明')).toHaveValue(DESCRIPTION);
  await file.getByRole('button', { name: /^重新上传/ }).click();
  await expect(file).toHaveAttribute('data-state', 'done');
  await expect(page.getByLabel('申报说明')).toHaveValue(DESCRIPTION);
});

test('100 files chosen at once: the limit is named, five are kept, nothing else is lost', async ({
  page,
}) => {
  await openForm(page);
  await page.getByLabel('申报说明').fill(DESCRIPTION);
  const hundred = Array.from({ length: 100 }, (_, i) => ({
    name: `照片${i + 1}.png`,
    mimeType: 'image/png',
    buffer: PNG,
  }));
  await page.getByTestId('material-input-0').setInputFiles(hundred);
  const slot = page.getByTestId('material-0');
  await expect(slot.getByRole('alert')).toHaveText(
    '一次选择了 100 个文件，每项材料最多 5 个：已添加 5 个，其余未添加。',
  );
  await expect(slot.getByTestId('material-file')).toHaveCount(5);
  await expect(slot.locator('[data-testid="material-file"][data-state="done"]')).toHaveCount(5);
  await expect(page.getByLabel('申报说明')).toHaveValue(DESCRIPTION);
});

test('a second submit while the first is in flight sends one request', async ({ page }) => {
  await openForm(page);
  const count = await fillForm(page);
  await expect(page.locator('[data-testid="material-file"][data-state="done"]')).toHaveCount(count);
  // the first submit is held on its way until the form has been submitted twice more
  const letGo = await holdFirstRequest(page, '**/api/manage/gj/v1/pcUser/apply/submit');
  const submits: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/pcUser/apply/submit')) submits.push(r.method());
  });
  await page.getByTestId('submit-application').click();
  await page.getByTestId('confirm-application').click();
  // the button is busy; the form is submitted again anyway (Enter in a field, a double tap)
  const form = page.locator('#application-form');
  await form.evaluate((f: HTMLFormElement) => f.requestSubmit());
  await form.evaluate((f: HTMLFormElement) => f.requestSubmit());
  await expect.poll(() => submits).toEqual(['POST']);
  letGo();
  await expect(page.getByTestId('apply-success')).toBeVisible({ timeout: 15_000 });
  expect(submits).toEqual(['POST']);
  expect(await applicationsOf(page, 'p-0005')).toHaveLength(1);
});

// the same files sent straight to the server are refused there too: tests/server/apply-bad-files.test.ts
test('empty, disguised and oversized files are refused by the form', async ({ page }) => {
  await openForm(page);
  await page.getByLabel('申报说明').fill(DESCRIPTION);
  const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(200)]);
  const BIG = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 1)]);
  const bad = filesOnDisk([
    ['空白.pdf', Buffer.alloc(0)],
    ['申请表.pdf', EXE],
    ['setup.exe', EXE],
    ['扫描件.pdf', BIG],
  ]);
  await page.getByTestId('material-input-0').setInputFiles(bad.paths);
  bad.remove();
  const slot = page.getByTestId('material-0');
  const problems = slot.getByRole('alert');
  await expect(problems).toHaveText([
    '“空白.pdf”是空文件，请重新选择',
    '“申请表.pdf”的内容与文件格式不符或文件已损坏，请重新导出后上传',
    '“扫描件.pdf”超过 10 MB，请压缩后上传',
    // refused by its name before it is read: said after the others
    '“setup.exe”的格式不支持，请上传 png、jpg、gif、webp、pdf、Word 或 Excel 文件',
  ]);
  await expect(slot.getByTestId('material-file')).toHaveCount(0);
  await expect(page.getByLabel('申报说明')).toHaveValue(DESCRIPTION);
});
