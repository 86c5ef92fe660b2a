import { describe, expect, it } from 'vitest';
import { isMainlandMobile } from '../../../src/features/consult/lib/phone';

describe('mainland mobile check', () => {
  it.each(['13800138000', '19912345678', '8613800138000', '+8613800138000', ' 15012345678 '])(
    'accepts %s',
    (phone) => {
      expect(isMainlandMobile(phone)).toBe(true);
    },
  );

  it.each([
    ['second digit 2', '12345678901'],
    ['second digit 0', '10012345678'],
    ['ten digits', '1380013800'],
    ['twelve digits', '138001380001'],
    ['+ without 86', '+13800138000'],
    ['other country code', '+8513800138000'],
    ['86 with a space', '86 13800138000'],
    ['landline', '0595-12345678'],
    ['letters', '1380013800a'],
    ['empty', ''],
    ['leading 0 after 86', '86013800138000'],
  ])('refuses %s', (_why, phone) => {
    expect(isMainlandMobile(phone)).toBe(false);
  });
});
