// @vitest-environment node
// The audio captcha against a scripted listener that has the renderer's own voice clips: it cuts the sound where
// it is loud (the spoken characters are louder than the decoys), describes each piece by its spectrum frame by
// frame, and names it by the nearest clip at the speeds the renderer uses. Over 200 captchas it may read at most
// 5 % (one wrong character is a miss, as on the form). One rendition a captcha: there is nothing to vote over.
// The same listener on the clips spoken plainly (no decoys, noise or changes of speed) read 43 of 200.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET } from '../../server/lib/bitmap-font';
import { renderCaptchaAudio } from '../../server/lib/captcha-audio';
import { randomCaptchaText } from '../../server/lib/captcha-png';
import { decodeMuLaw, VOICE_RATE } from '../../server/lib/mu-law';
import { createRng } from '../../server/lib/prng';

const SAMPLES = 200;
const MAX_READ = SAMPLES * 0.05;
const FRAME = 160; // 20 ms at 8 kHz
const BANDS = [200, 300, 420, 560, 720, 900, 1100, 1350, 1650, 2000, 2450, 3000, 3500];
const STEPS = 10; // every piece and clip compared at the same length

function samplesOf(wav: Buffer): Float32Array {
  const n = wav.readUInt32LE(40) / 2;
  const out = new Float32Array(n);
  for (let i = 0; i < n; i += 1) out[i] = wav.readInt16LE(44 + i * 2) / 32768;
  return out;
}

const energy = (s: Float32Array, at: number) => {
  let e = 0;
  for (let i = at; i < at + FRAME && i < s.length; i += 1) e += s[i]! * s[i]!;
  return e;
};

/** log energy in each band of one frame (Goertzel-like single bins, Hann window) */
function frameBands(s: Float32Array, at: number): number[] {
  return BANDS.map((f) => {
    let re = 0;
    let im = 0;
    for (let i = 0; i < FRAME; i += 1) {
      const w = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (FRAME - 1));
      const x = (s[at + i] ?? 0) * w;
      const a = (2 * Math.PI * f * i) / VOICE_RATE;
      re += x * Math.cos(a);
      im -= x * Math.sin(a);
    }
    return Math.log(1e-6 + re * re + im * im);
  });
}

/** a piece of sound as STEPS frames of band energies, mean-removed so loudness does not count */
function featuresOf(s: Float32Array, from: number, to: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < STEPS; k += 1) {
    const at = Math.round(from + ((to - from - FRAME) * k) / (STEPS - 1));
    out.push(...frameBands(s, Math.max(0, at)));
  }
  const mean = out.reduce((a, b) => a + b, 0) / out.length;
  return out.map((v) => v - mean);
}

const distance = (a: number[], b: number[]) => a.reduce((sum, v, i) => sum + (v - b[i]!) ** 2, 0);

/** The voiced span of a clip (where it is above a tenth of its loudest frame). */
function voicedSpan(s: Float32Array): [number, number] {
  const frames = Math.floor(s.length / FRAME);
  const e = Array.from({ length: frames }, (_, k) => energy(s, k * FRAME));
  const top = Math.max(...e);
  const on = e.map((v) => v > top * 0.1);
  return [on.indexOf(true) * FRAME, (on.lastIndexOf(true) + 1) * FRAME];
}

const CLIP_DIR = resolve(import.meta.dirname, '../../server/data/captcha-voice');
const REFERENCES = [...CAPTCHA_ALPHABET].map((ch) => {
  const clip = decodeMuLaw(readFileSync(resolve(CLIP_DIR, `${ch}.ulaw`)));
  const [from, to] = voicedSpan(clip);
  return { ch, features: featuresOf(clip, from, to) };
});

/** The listener: the four loudest stretches of sound, each named by the nearest clip. */
function listen(wav: Buffer): string {
  const s = samplesOf(wav);
  const frames = Math.floor(s.length / FRAME);
  const e = Array.from({ length: frames }, (_, k) => energy(s, k * FRAME));
  const smooth = e.map((_, k) => (e[k - 1] ?? e[k]!) + e[k]! + (e[k + 1] ?? e[k]!));
  const threshold = Math.max(...smooth) * 0.12;
  const runs: { from: number; to: number; weight: number }[] = [];
  let start = -1;
  for (let k = 0; k <= frames; k += 1) {
    const loud = k < frames && smooth[k]! > threshold;
    if (loud && start < 0) start = k;
    if (!loud && start >= 0) {
      if (k - start >= 3) {
        const weight = smooth.slice(start, k).reduce((a, b) => a + b, 0);
        runs.push({ from: start * FRAME, to: k * FRAME, weight });
      }
      start = -1;
    }
  }
  const spoken = runs
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 4)
    .sort((a, b) => a.from - b.from);
  return spoken
    .map((run) => {
      const piece = featuresOf(s, run.from, run.to);
      let best = REFERENCES[0]!;
      for (const ref of REFERENCES)
        if (distance(piece, ref.features) < distance(piece, best.features)) best = ref;
      return best.ch;
    })
    .join('');
}

describe('the audio captcha against a scripted listener', () => {
  it(`is read at most ${MAX_READ} times in ${SAMPLES}, and the listener is not blind`, () => {
    const rng = createRng(20261127);
    let read = 0;
    let characters = 0;
    for (let i = 0; i < SAMPLES; i += 1) {
      const text = randomCaptchaText();
      const heard = listen(renderCaptchaAudio(text, rng.int(0, 2 ** 31)));
      if (heard === text) read += 1;
      characters += [...text].filter((ch, k) => heard[k] === ch).length;
    }
    expect(read).toBeLessThanOrEqual(MAX_READ);
    // a listener that names nothing right proves nothing: it must hear some characters (chance is 1 in 32)
    expect(characters / (SAMPLES * 4)).toBeGreaterThan(1 / 32);
    console.info(
      `audio captcha: ${read}/${SAMPLES} read, ${((characters / (SAMPLES * 4)) * 100).toFixed(1)} % of characters`,
    );
  }, 120_000); // 200 sounds analysed: seconds alone, many more on a machine busy with other work
});
