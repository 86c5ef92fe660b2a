// @vitest-environment jsdom
// 安装到桌面 appears only when the browser offers installation, opens the browser's sheet, and the offer is
// used once.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { setupClientApi } from '../server/client-helpers';
import { renderApp } from '../support/render-app';

setupClientApi();

const installButtons = () => screen.queryAllByRole('button', { name: '安装到桌面' });

describe('安装到桌面', () => {
  it('appears only when the browser offers installation, and opens its sheet', async () => {
    await renderApp('/indexHome');
    expect((await screen.findAllByRole('heading', { level: 1 }, { timeout: 10_000 }))[0]).toBeTruthy();
    expect(installButtons()).toHaveLength(0);

    let sheetShown = false;
    const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt: () => Promise<void>;
      userChoice: Promise<unknown>;
    };
    offer.prompt = async () => {
      sheetShown = true;
    };
    offer.userChoice = Promise.resolve({ outcome: 'dismissed' });
    act(() => {
      window.dispatchEvent(offer);
    });
    await waitFor(() => expect(installButtons().length).toBeGreaterThan(0));
    fireEvent.click(installButtons()[0]!);
    await waitFor(() => expect(sheetShown).toBe(true));
    // the browser's offer can be used once
    await waitFor(() => expect(installButtons()).toHaveLength(0));
  });
});
