// SM4-ECB (sm-crypto's default mode when none is named) with base64 output, as the Authorization header
// requires (docs/product.md#login-and-session). DOM-free: the server uses it too.
import sm4 from 'sm-crypto/src/sm4/index.js';

const HEX_KEY = /^[0-9a-fA-F]{32}$/;

function assertKey(key: string): void {
  if (!HEX_KEY.test(key)) throw new Error('SM4 key must be 32 hexadecimal characters (128 bits)');
}

function bytesToBase64(bytes: ArrayLike<number>): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 1) binary += String.fromCharCode(bytes[i] ?? 0);
  return btoa(binary);
}

function base64ToHex(text: string): string {
  const binary = atob(text);
  let hex = '';
  for (let i = 0; i < binary.length; i += 1) hex += binary.charCodeAt(i).toString(16).padStart(2, '0');
  return hex;
}

/** Encrypts UTF-8 text with SM4-ECB (PKCS#7 padding) and returns base64. */
export function sm4EncryptBase64(plain: string, hexKey: string): string {
  assertKey(hexKey);
  const bytes = sm4.encrypt(plain, hexKey, { output: 'array' }) as number[];
  return bytesToBase64(bytes);
}

/** Decrypts base64 SM4-ECB cipher text; returns null when it is not valid for this key. */
export function sm4DecryptBase64(cipher: string, hexKey: string): string | null {
  assertKey(hexKey);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(cipher) || cipher.length % 4 !== 0) return null;
  try {
    const hex = base64ToHex(cipher);
    if (hex.length === 0 || hex.length % 32 !== 0) return null;
    const plain = sm4.decrypt(hex, hexKey) as string;
    return plain === '' ? null : plain;
  } catch {
    return null;
  }
}
