// The install offer is never lost: 安装到桌面 shows once the browser offers installation, on desktop and
// phone, in a fresh persistent profile, and goes once the portal is installed. (How soon: npm run bench.)
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { chromiumPath, CHROMIUM_ARGS, removeProfile } from './support/chromium';

// these journeys need the service worker (the chromium project blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });

/**
 * Runs before the portal's scripts: notes whether an offer arrived and whose it was. With SYNTHETIC set, it
 * also makes the offer itself right after load.
 */
function watchOffer(synthetic: boolean) {
  const w = window as unknown as { offered?: boolean; offerSource?: string };
  window.addEventListener('beforeinstallprompt', () => {
    w.offered = true;
    w.offerSource ??= 'browser';
  });
  if (synthetic)
    window.addEventListener('load', () => {
      if (w.offered) return;
      const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
        prompt: () => Promise<void>;
        userChoice: Promise<unknown>;
      };
      offer.prompt = async () => undefined;
      offer.userChoice = Promise.resolve({ outcome: 'dismissed' });
      w.offerSource = 'synthetic';
      window.dispatchEvent(offer);
    });
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`安装到桌面 appears on the offer in a fresh profile at ${viewport.width}×${viewport.height}`, async ({
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const offerAndInstall = async (synthetic: boolean) => {
      const profile = mkdtempSync(join(tmpdir(), 'portal-install-offer-'));
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: chromiumPath(),
        args: CHROMIUM_ARGS,
        baseURL,
        viewport,
        locale: 'zh-CN',
        isMobile: viewport.width < 500,
        hasTouch: viewport.width < 500,
      });
      try {
        await context.addInitScript(watchOffer, synthetic);
        const page = context.pages()[0] ?? (await context.newPage());
        await page.goto('/#/indexHome');
        const offered = await page
          .waitForFunction(() => (window as unknown as { offered?: boolean }).offered === true, null, {
            timeout: synthetic ? 10_000 : 20_000,
          })
          .then(() => true)
          .catch(() => false);
        if (!offered) return null;
        const source = await page.evaluate(() => (window as unknown as { offerSource: string }).offerSource);
        const install = page.getByRole('button', { name: '安装到桌面' });
        await expect(install).toBeVisible();
        if (viewport.width < 500) {
          // the phone drawer offers it too
          await page.getByRole('button', { name: '打开导航菜单' }).click();
          await expect(page.getByRole('dialog').getByRole('button', { name: '安装到桌面' })).toBeVisible();
          await page.keyboard.press('Escape');
        }
        // installed: the offer is gone
        await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
        await expect(install).toHaveCount(0);
        return source;
      } finally {
        await context.close();
        removeProfile(profile);
      }
    };
    // the browser's own offer first; headless Chromium may never make one, then a synthetic one
    const source = (await offerAndInstall(false)) ?? (await offerAndInstall(true));
    expect(source, 'an install offer was made').not.toBeNull();
    test.info().annotations.push({ type: 'install-offer', description: JSON.stringify({ source }) });
  });
}
