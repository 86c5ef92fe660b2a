// @vitest-environment jsdom
// 保存到本机 on a policy card (wired by the policy feature): offline, a card whose detail is not on the device
// cannot be saved and says why; back online it saves.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { setupClientApi } from '../server/client-helpers';
import { renderApp } from '../support/render-app';

setupClientApi();

afterEach(() => vi.restoreAllMocks());

/** What the browser does when the line goes or comes back: navigator.onLine and the window's event. */
function setLine(online: () => boolean, next: boolean): void {
  act(() => {
    window.dispatchEvent(new Event(next ? 'online' : 'offline'));
  });
  expect(online()).toBe(next);
}

const lastCard = () => [...document.querySelectorAll('article[data-policy-id]')].at(-1)!;
const saveButton = () =>
  [...lastCard().querySelectorAll('button')].find((b) => b.textContent?.includes('保存到本机'));

describe('saving a card offline', () => {
  it('a card whose detail is not on the device cannot be saved offline, and says why', async () => {
    let line = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => line);
    await renderApp('/policyList');
    await waitFor(() => expect(document.querySelectorAll('article[data-policy-id]')).toHaveLength(10), {
      timeout: 10_000,
    });

    line = false;
    setLine(() => navigator.onLine, false);
    await waitFor(() => expect(saveButton()?.disabled).toBe(true));
    const save = saveButton()!;
    const description = (save.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
    expect(description).toBe('此操作需要联网，请恢复网络后重试');

    line = true;
    setLine(() => navigator.onLine, true);
    await waitFor(() => expect(saveButton()?.disabled).toBe(false));
    fireEvent.click(saveButton()!);
    await waitFor(
      () =>
        expect(
          [...lastCard().querySelectorAll('a')].some((a) => a.textContent?.includes('已保存，可离线查看')),
        ).toBe(true),
      { timeout: 10_000 },
    );
  });
});
