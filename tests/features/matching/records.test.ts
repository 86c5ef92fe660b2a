import { describe, expect, it } from 'vitest';
import { parseRecordsJson } from '../../../src/features/matching/lib/records';

describe('formRecord: a JSON string of records', () => {
  it('parses a good string', () => {
    const raw = JSON.stringify([
      { id: 'qr-1', submitTime: '2026-01-02 10:00:00', answers: { age: '2', job: '1,3' }, accurateCount: 4 },
    ]);
    expect(parseRecordsJson(raw)).toEqual({
      ok: true,
      records: [
        {
          id: 'qr-1',
          submitTime: '2026-01-02 10:00:00',
          answers: { age: '2', job: '1,3' },
          accurateCount: 4,
        },
      ],
    });
  });

  it('reads an empty string as no records', () => {
    expect(parseRecordsJson('')).toEqual({ ok: true, records: [] });
    expect(parseRecordsJson('[]')).toEqual({ ok: true, records: [] });
  });

  it.each([
    ['not JSON', '[{"id":'],
    ['an object, not a list', '{"id":"qr-1"}'],
    ['a record without id', '[{"answers":{}}]'],
    ['answers of the wrong shape', '[{"id":"a","answers":[1,2]}]'],
    ['a bare string', '"hello"'],
  ])('reports %s as bad instead of throwing', (_why, raw) => {
    expect(parseRecordsJson(raw)).toEqual({ ok: false });
  });
});
