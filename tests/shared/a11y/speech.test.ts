import { describe, expect, it } from 'vitest';
import { pickVoice } from '../../../src/shared/a11y/speech';

const voice = (lang: string, name = lang) => ({ lang, name }) as SpeechSynthesisVoice;

describe('pickVoice', () => {
  it('prefers the exact locale, then any voice of the language', () => {
    const voices = [voice('en-GB'), voice('zh-TW'), voice('en-US'), voice('zh_CN', 'android zh')];
    expect(pickVoice(voices, 'zh-CN')?.name).toBe('android zh');
    expect(pickVoice(voices, 'en')?.name).toBe('en-US');
    expect(pickVoice([voice('zh-HK')], 'zh-CN')?.name).toBe('zh-HK');
  });

  it('finds none when the device has no voice for the language', () => {
    expect(pickVoice([voice('en-US'), voice('fr-FR')], 'zh-CN')).toBeNull();
    expect(pickVoice([], 'en')).toBeNull();
  });
});
