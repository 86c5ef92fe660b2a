// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { installOffer } from '../../../src/shared/pwa/install-offer';
import { promptInstall, useCanInstall } from '../../../src/shared/pwa/install-prompt';

function offer() {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: () => Promise<void>;
    userChoice: Promise<{ outcome: string }>;
  };
  event.prompt = vi.fn(async () => undefined);
  event.userChoice = Promise.resolve({ outcome: 'accepted' });
  return event;
}

afterEach(() => {
  cleanup();
  installOffer.take();
});

describe('the install offer', () => {
  it('made before anything renders is kept, and the browser mini-bar is held back', () => {
    const event = offer();
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    const { result } = renderHook(() => useCanInstall());
    expect(result.current).toBe(true);
  });

  it('is used once, and is gone once the portal is installed', async () => {
    const event = offer();
    window.dispatchEvent(event);
    const { result } = renderHook(() => useCanInstall());
    await act(async () => expect(await promptInstall()).toBe(true));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(false);

    act(() => window.dispatchEvent(offer()));
    expect(result.current).toBe(true);
    act(() => window.dispatchEvent(new Event('appinstalled')));
    expect(result.current).toBe(false);
  });

  it('is not offered while the portal already runs as an installed app', () => {
    const matchMedia = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation(
        (query: string) => ({ matches: query === '(display-mode: standalone)' }) as MediaQueryList,
      );
    window.dispatchEvent(offer());
    const { result } = renderHook(() => useCanInstall());
    expect(result.current).toBe(false);
    matchMedia.mockRestore();
  });
});
