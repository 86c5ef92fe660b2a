// G.711 μ-law: how the audio captcha's clips are stored (8 bits a sample, telephone quality at 8 kHz).
export const VOICE_RATE = 8000;

const BIAS = 0x84;
const CLIP = 32635;

export function encodeMuLaw(samples: Float32Array): Buffer {
  const out = Buffer.alloc(samples.length);
  for (let i = 0; i < samples.length; i += 1) {
    let s = Math.round(Math.max(-1, Math.min(1, samples[i]!)) * 32767);
    const sign = s < 0 ? 0x80 : 0;
    if (s < 0) s = -s;
    s = Math.min(s, CLIP) + BIAS;
    let exponent = 7;
    for (let mask = 0x4000; (s & mask) === 0 && exponent > 0; mask >>= 1) exponent -= 1;
    const mantissa = (s >> (exponent + 3)) & 0x0f;
    out[i] = ~(sign | (exponent << 4) | mantissa) & 0xff;
  }
  return out;
}

export function decodeMuLaw(bytes: Uint8Array): Float32Array {
  const out = new Float32Array(bytes.length);
  for (let i = 0; i < bytes.length; i += 1) {
    const u = ~bytes[i]! & 0xff;
    const exponent = (u >> 4) & 0x07;
    const magnitude = ((((u & 0x0f) << 3) + BIAS) << exponent) - BIAS;
    out[i] = ((u & 0x80) !== 0 ? -magnitude : magnitude) / 32768;
  }
  return out;
}
