// @vitest-environment jsdom
// Read-aloud on a device without a voice for the page's language says so, on the whole portal in jsdom.
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { setupClientApi } from '../../server/client-helpers';
import { renderApp } from '../../support/render-app';
import { findButton, onWideScreen } from '../../support/session-app';

setupClientApi();
const SLOW = { timeout: 20_000 };

/** A speechSynthesis that records what it is asked to say; `langs` are the device's voices. */
function stubSpeech(langs: string[]): string[] {
  const spoken: string[] = [];
  class Utterance {
    lang = '';
    rate = 1;
    voice: unknown = null;
    onend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(public text: string) {}
  }
  const voices = langs.map((lang) => ({ lang, name: `stub ${lang}`, default: false, localService: true, voiceURI: lang }));
  const stub = {
    getVoices: () => voices,
    speak: (u: Utterance) => spoken.push(u.text),
    cancel() {},
    pause() {},
    resume() {},
    addEventListener() {},
    removeEventListener() {},
  };
  Object.defineProperty(window, 'speechSynthesis', { value: stub, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
  onTestFinished(() => {
    delete (window as { speechSynthesis?: unknown }).speechSynthesis;
    delete (window as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance;
  });
  return spoken;
}

describe('read-aloud', { timeout: 60_000 }, () => {
  it('read-aloud says plainly when the device has no voice for the language', async () => {
    const spoken = stubSpeech(['en-US']);
    onWideScreen();
    await renderApp('/policyList');
    const link = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('article[data-policy-id] a');
      expect(found).toBeTruthy();
      return found!;
    }, SLOW);
    link.focus();
    fireEvent.click(await findButton('无障碍'));
    fireEvent.click(await findButton('朗读'));
    await waitFor(
      () =>
        expect(document.querySelector('[data-testid="read-aloud-problem"]')?.textContent).toBe(
          '本设备没有可用于当前语言的朗读语音，无法朗读。',
        ),
      SLOW,
    );
    expect(spoken).toEqual([]);
  });
});
