import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { idSearchSchema, pageSearchSchema } from '../../../src/shared/routing/search-schemas';

const parsePageSearch = (raw: object) => v.parse(pageSearchSchema, raw);
const parseIdSearch = (raw: object) => v.parse(idSearchSchema, raw);
import { parseId } from '../../../src/shared/routing/search-params';
import { lastPage } from '../../../src/shared/api/paging';

describe('user-centre page params', () => {
  it('keeps valid values, from the URL (strings) or from links (numbers)', () => {
    expect(parsePageSearch({ page: '3', pageSize: '15' })).toEqual({ page: 3, pageSize: 15 });
    expect(parsePageSearch({ page: 2, pageSize: 20 })).toEqual({ page: 2, pageSize: 20 });
  });

  it('turns anything odd into page 1 and 10 per page', () => {
    for (const page of [0, -1, '0', 'abc', '1.5', 1.5, '', null, undefined, '1e3', 1e9, [2]]) {
      expect(parsePageSearch({ page: page as never }).page, String(page)).toBe(1);
    }
    for (const pageSize of [5, 11, 100, '25', 'ten', -10, '', undefined]) {
      expect(parsePageSearch({ pageSize: pageSize as never }).pageSize, String(pageSize)).toBe(10);
    }
  });
});

describe('record ids', () => {
  it('accepts a non-empty id up to 64 characters, trimmed', () => {
    expect(parseId(' pj-ent-1-1 ')).toBe('pj-ent-1-1');
    expect(parseId(12345)).toBe('12345');
    expect(parseId('x'.repeat(64))).toBe('x'.repeat(64));
  });

  it('rejects empty, too long, control characters and non-strings', () => {
    expect(parseId('')).toBe('');
    expect(parseId('   ')).toBe('');
    expect(parseId('x'.repeat(65))).toBe('');
    expect(parseId('a\u0000b')).toBe('');
    expect(parseId({ id: 'x' })).toBe('');
    expect(parseId(undefined)).toBe('');
    expect(parseIdSearch({})).toEqual({ id: '' });
  });
});

describe('lastPage', () => {
  it('is at least 1 and rounds up', () => {
    expect(lastPage(0, 10)).toBe(1);
    expect(lastPage(14, 10)).toBe(2);
    expect(lastPage(20, 10)).toBe(2);
    expect(lastPage(21, 20)).toBe(2);
  });
});
