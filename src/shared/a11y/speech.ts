// Read-aloud with the browser's speech synthesis: a voice matching the page language, or a plain
// "no voice" answer the caller shows. A recorded sound (the audio captcha) plays through the same controls.
import type { Lang } from '../i18n/types';

export type SpeakOutcome = 'speaking' | 'no-voice' | 'unsupported';

function synth(): SpeechSynthesis | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;
}

const langPrefix = (lang: Lang) => (lang === 'en' ? 'en' : 'zh');

/** A voice for the language: the exact locale (zh-CN / en-US) first, then any of the same language. */
export function pickVoice(voices: readonly SpeechSynthesisVoice[], lang: Lang): SpeechSynthesisVoice | null {
  const norm = (v: SpeechSynthesisVoice) => v.lang.replace('_', '-').toLowerCase();
  const exact = lang === 'en' ? 'en-us' : 'zh-cn';
  return (
    voices.find((v) => norm(v) === exact) ?? voices.find((v) => norm(v).startsWith(langPrefix(lang))) ?? null
  );
}

/** Chrome fills its voice list a moment after load: wait for voiceschanged, at most 1.5 s. */
async function voicesOf(s: SpeechSynthesis): Promise<SpeechSynthesisVoice[]> {
  const now = s.getVoices();
  if (now.length > 0) return now;
  return new Promise((resolve) => {
    const done = () => {
      s.removeEventListener?.('voiceschanged', done);
      clearTimeout(timer);
      resolve(s.getVoices());
    };
    const timer = setTimeout(done, 1500);
    s.addEventListener?.('voiceschanged', done);
  });
}

async function prepare(
  lang: Lang,
): Promise<{ s: SpeechSynthesis; voice: SpeechSynthesisVoice } | SpeakOutcome> {
  const s = synth();
  if (!s || typeof SpeechSynthesisUtterance === 'undefined') return 'unsupported';
  const voice = pickVoice(await voicesOf(s), lang);
  return voice ? { s, voice } : 'no-voice';
}

function utterance(text: string, voice: SpeechSynthesisVoice, lang: Lang, rate: number) {
  const u = new SpeechSynthesisUtterance(text);
  u.voice = voice;
  u.lang = lang === 'en' ? 'en-US' : 'zh-CN';
  u.rate = rate;
  return u;
}

/** Reads a text in the page language; anything being read stops first. */
export async function speak(text: string, lang: Lang): Promise<SpeakOutcome> {
  const ready = await prepare(lang);
  if (typeof ready === 'string') return ready;
  ready.s.cancel();
  ready.s.speak(utterance(text, ready.voice, lang, 1));
  return 'speaking';
}

let clip: HTMLAudioElement | null = null;

/** Plays a recorded sound in `player` (anything being read stops first); pause, resume and stop act on it. */
export async function playClip(player: HTMLAudioElement, sound: Blob): Promise<SpeakOutcome> {
  synth()?.cancel();
  clip?.pause();
  if (player.src.startsWith('blob:')) URL.revokeObjectURL(player.src);
  player.src = URL.createObjectURL(sound);
  clip = player;
  try {
    await player.play();
    return 'speaking';
  } catch {
    return 'unsupported';
  }
}

export function pauseSpeech(): void {
  synth()?.pause();
  clip?.pause();
}
export function resumeSpeech(): void {
  synth()?.resume();
  if (clip?.isConnected && clip.paused && !clip.ended) void clip.play().catch(() => undefined);
}
export function stopSpeech(): void {
  synth()?.cancel();
  if (clip) {
    clip.pause();
    clip.currentTime = 0;
  }
}
