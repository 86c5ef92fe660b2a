import { describe, expect, it } from 'vitest';
import { hasErrors, onlyErrors, textError } from '../../../src/shared/forms/field-rules';

const rule = {
  required: 'centre.person.addressRequired',
  min: 5,
  tooShort: 'centre.person.addressTooShort',
  max: 10,
  tooLong: 'centre.person.addressTooLong',
} as const;

describe('textError', () => {
  it('reads the text trimmed: empty, too short, too long, then valid', () => {
    expect(textError('   ', rule)).toBe('centre.person.addressRequired');
    expect(textError(' 1234 ', rule)).toBe('centre.person.addressTooShort');
    expect(textError('12345678901', rule)).toBe('centre.person.addressTooLong');
    expect(textError(' 12345 ', rule)).toBeUndefined();
    expect(textError(' 1234567890 ', rule)).toBeUndefined();
  });

  it('lets an empty text pass when the field is optional', () => {
    expect(textError('', { max: 3, tooLong: 'centre.person.addressTooLong' })).toBeUndefined();
  });
});

describe('onlyErrors / hasErrors', () => {
  it('drops valid fields and counts only fields holding a message', () => {
    const errors = onlyErrors({ a: undefined, b: 'centre.person.addressRequired' } as const);
    expect(Object.keys(errors)).toEqual(['b']);
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors({ a: undefined })).toBe(false);
  });
});
