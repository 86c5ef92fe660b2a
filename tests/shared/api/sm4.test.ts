import { describe, expect, it } from 'vitest';
import smCrypto from 'sm-crypto';
import { sm4DecryptBase64, sm4EncryptBase64 } from '../../../src/shared/api/sm4';

const KEY = '0123456789abcdeffedcba9876543210';

describe('SM4 auth header', () => {
  it('uses the SM4 block cipher of the standard test vector', () => {
    // GB/T 32907 example 1: plaintext equals the key
    const block = smCrypto.sm4.encrypt(
      [0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef, 0xfe, 0xdc, 0xba, 0x98, 0x76, 0x54, 0x32, 0x10],
      KEY,
      { padding: 'none' },
    );
    expect(block).toBe('681edf34d206965e86b3e94f536e4246');
  });

  it('encrypts a token to base64 of ECB blocks with PKCS#7 padding', () => {
    const cipher = sm4EncryptBase64('0123456789abcdef', KEY);
    // 16 bytes of text become two 16-byte blocks
    expect(atob(cipher)).toHaveLength(32);
    expect(cipher).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    // ECB: the same text always gives the same header
    expect(sm4EncryptBase64('0123456789abcdef', KEY)).toBe(cipher);
  });

  it('round-trips a token and refuses a wrong key or garbage', () => {
    const token = 'a3f9c2e1b4d5f6a7b8c9d0e1f2a3b4c5';
    const cipher = sm4EncryptBase64(token, KEY);
    expect(sm4DecryptBase64(cipher, KEY)).toBe(token);
    expect(sm4DecryptBase64(cipher, 'ffeeddccbbaa99887766554433221100')).not.toBe(token);
    expect(sm4DecryptBase64('not base64!', KEY)).toBeNull();
    expect(sm4DecryptBase64('AAAA', KEY)).toBeNull();
  });

  it('names a malformed key instead of encrypting with it', () => {
    expect(() => sm4EncryptBase64('x', 'short')).toThrow(/32 hexadecimal/);
  });
});
