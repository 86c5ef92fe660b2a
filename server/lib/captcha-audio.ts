// The audio captcha: the characters spoken from the committed clips (scripts/make-captcha-voice.ts), each
// at its own speed, pitch and loudness, at irregular intervals, over noise and reversed decoy syllables, so
// that a script has no more to go on than with the picture. A captcha has one rendition (its seed), so playing it
// again gives nothing new to average over, and it is spent after MAX_AUDIO_PLAYS plays.
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CAPTCHA_ALPHABET } from './bitmap-font';
import { decodeMuLaw, VOICE_RATE } from './mu-law';
import { createRng, type Rng } from './prng';

/** plays a person may need (a repeat or two); then the captcha is spent and a new one must be asked for */
export const MAX_AUDIO_PLAYS = 3;

const CLIP_DIR = resolve(import.meta.dirname, '..', 'data', 'captcha-voice');
const clips = new Map<string, Float32Array>(
  [...CAPTCHA_ALPHABET].map((ch) => [ch, decodeMuLaw(readFileSync(resolve(CLIP_DIR, `${ch}.ulaw`)))]),
);

const seconds = (s: number) => Math.round(s * VOICE_RATE);

/** Resampled by `factor` (> 1 slower and lower, < 1 faster and higher), optionally backwards. */
function stretch(clip: Float32Array, factor: number, reverse = false): Float32Array {
  const out = new Float32Array(Math.floor(clip.length * factor));
  for (let i = 0; i < out.length; i += 1) {
    const x = i / factor;
    const j = Math.floor(x);
    const a = clip[j] ?? 0;
    const b = clip[j + 1] ?? a;
    out[reverse ? out.length - 1 - i : i] = a + (b - a) * (x - j);
  }
  return out;
}

function mixIn(track: Float32Array, clip: Float32Array, at: number, gain: number): void {
  for (let i = 0; i < clip.length && at + i < track.length; i += 1) track[at + i]! += clip[i]! * gain;
}

function clipOf(ch: string): Float32Array {
  const clip = clips.get(ch.toUpperCase());
  if (!clip) throw new Error(`no voice clip for captcha character ${ch}`);
  return clip;
}

/** 16-bit mono PCM WAV. */
export function wavFile(samples: Float32Array, rate = VOICE_RATE): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i += 1)
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, samples[i]!)) * 32767), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** A fresh seed for a captcha's one rendition. */
export function newAudioSeed(): number {
  return randomInt(0, 2 ** 32);
}

/**
 * The captcha's characters as a WAV file of a few seconds; no text of the answer is in it. The same seed gives
 * the same sound.
 */
export function renderCaptchaAudio(text: string, seed: number = newAudioSeed()): Buffer {
  const rng: Rng = createRng(seed);
  const between = (min: number, max: number) => min + rng.next() * (max - min);
  /** an integer in [min, max) */
  const below = (min: number, max: number) => rng.int(min, max - 1);
  const voiced = [...text].map((ch) => stretch(clipOf(ch), between(0.9, 1.15)));
  const gaps = voiced.map(() => seconds(between(0.45, 0.85)));
  const lead = seconds(between(0.3, 0.6));
  const length = lead + voiced.reduce((sum, clip, i) => sum + clip.length + gaps[i]!, 0) + seconds(0.3);
  const track = new Float32Array(length);

  // decoys: other characters, reversed and quiet, anywhere (also under the spoken ones)
  const decoys = below(4, 7);
  for (let k = 0; k < decoys; k += 1) {
    const other = CAPTCHA_ALPHABET[below(0, CAPTCHA_ALPHABET.length)]!;
    const decoy = stretch(clipOf(other), between(0.8, 1.2), true);
    mixIn(track, decoy, below(0, Math.max(1, length - decoy.length)), between(0.12, 0.22));
  }
  let at = lead;
  voiced.forEach((clip, i) => {
    mixIn(track, clip, at, between(0.6, 0.95));
    at += clip.length + gaps[i]!;
  });
  // hiss and a wavering hum
  const hiss = between(0.03, 0.06);
  const hum = between(70, 140);
  const phase = between(0, Math.PI * 2);
  for (let i = 0; i < length; i += 1) {
    const t = i / VOICE_RATE;
    track[i]! +=
      (rng.next() * 2 - 1) * hiss + 0.03 * Math.sin(2 * Math.PI * hum * t + phase + Math.sin(t * 3));
  }
  return wavFile(track);
}
