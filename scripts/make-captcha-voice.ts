/**
 * Records the spoken alphabet of the audio captcha once, with Debian's espeak-ng:
 *
 *   apt-get install espeak-ng && npx tsx scripts/make-captcha-voice.ts
 *
 * Letters are said by their English names (as letters are read in China), digits in Mandarin (二 … 九).
 * Each clip is trimmed of silence, peak-normalised, resampled to 8 kHz and stored as 8-bit μ-law in
 * server/data/captcha-voice/<char>.ulaw (about 3 KB each). The demo server mixes these committed clips at
 * run time (server/lib/captcha-audio.ts); it never needs espeak-ng.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CAPTCHA_ALPHABET } from '../server/lib/bitmap-font';
import { encodeMuLaw, VOICE_RATE } from '../server/lib/mu-law';

const OUT = resolve(import.meta.dirname, '..', 'server', 'data', 'captcha-voice');

/** espeak-ng's WAV: 16-bit mono PCM; returns its samples in [-1, 1] and its rate. */
function speak(text: string, voice: string): { samples: Float32Array; rate: number } {
  const wav = execFileSync('espeak-ng', ['-v', voice, '-s', '140', '--stdout', text]);
  const rate = wav.readUInt32LE(24);
  let offset = 12;
  while (offset < wav.length - 8 && wav.toString('ascii', offset, offset + 4) !== 'data')
    offset += 8 + wav.readUInt32LE(offset + 4);
  const start = offset + 8;
  // espeak writes 0xffffffff as the data size when it streams to stdout
  const count = Math.floor((wav.length - start) / 2);
  const samples = new Float32Array(count);
  for (let i = 0; i < count; i += 1) samples[i] = wav.readInt16LE(start + i * 2) / 32768;
  return { samples, rate };
}

function trim(samples: Float32Array, threshold = 0.02): Float32Array {
  let first = 0;
  let last = samples.length - 1;
  while (first < last && Math.abs(samples[first]!) < threshold) first += 1;
  while (last > first && Math.abs(samples[last]!) < threshold) last -= 1;
  return samples.subarray(Math.max(0, first - 40), Math.min(samples.length, last + 200));
}

/** Box-filtered (against aliasing) and linearly interpolated down to the voice rate. */
function resample(samples: Float32Array, from: number, to: number): Float32Array {
  const width = Math.max(1, Math.round(from / to));
  const smooth = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i += 1) {
    let sum = 0;
    for (let k = 0; k < width; k += 1) sum += samples[Math.min(samples.length - 1, i + k)]!;
    smooth[i] = sum / width;
  }
  const out = new Float32Array(Math.floor((samples.length * to) / from));
  for (let i = 0; i < out.length; i += 1) {
    const x = (i * from) / to;
    const j = Math.floor(x);
    const a = smooth[j] ?? 0;
    const b = smooth[j + 1] ?? a;
    out[i] = a + (b - a) * (x - j);
  }
  return out;
}

function normalise(samples: Float32Array): Float32Array {
  const peak = samples.reduce((m, v) => Math.max(m, Math.abs(v)), 0) || 1;
  return samples.map((v) => (v / peak) * 0.9);
}

mkdirSync(OUT, { recursive: true });
for (const ch of CAPTCHA_ALPHABET) {
  const { samples, rate } = speak(ch, /\d/.test(ch) ? 'cmn' : 'en-us');
  const clip = normalise(resample(trim(samples), rate, VOICE_RATE));
  writeFileSync(resolve(OUT, `${ch}.ulaw`), encodeMuLaw(clip));
  console.log(`${ch}: ${(clip.length / VOICE_RATE).toFixed(2)} s`);
}
