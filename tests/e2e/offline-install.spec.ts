// Installability: Chromium finds nothing missing in the manifest, icons or service worker. (安装到桌面 on the
// browser's offer: tests/offline/install-button.test.tsx and offline-install-offer.spec.ts.)
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { chromiumPath, CHROMIUM_ARGS, removeProfile } from './support/chromium';
import { waitForServiceWorker } from './offline-support';

// these journeys need the service worker (the chromium project blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });

test('Chromium reports no installability error', async ({ baseURL }) => {
  // a persistent profile: Chromium never offers installation in an incognito-like context
  const profile = mkdtempSync(join(tmpdir(), 'portal-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/#/indexHome');
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
    expect(manifest.url).toMatch(/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: unknown[];
    };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    removeProfile(profile);
  }
});
