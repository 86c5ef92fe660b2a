import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/shared/api/api-error';
import {
  HELD_MAX,
  onApiError,
  onApiErrorSinceStart,
  publishApiError,
} from '../../../src/shared/api/error-bus';

const failure = (code: string) =>
  new ApiError({ kind: 'code', code, message: code, client: 'primary', path: '/api/x', method: 'GET' });

describe('the error bus', () => {
  it('holds what a loader met before the reactions mounted and hands it over once', () => {
    publishApiError(failure('403'));
    const plain: string[] = [];
    const offPlain = onApiError((e) => plain.push(e.code));
    offPlain();
    expect(plain).toEqual([]);

    const seen: string[] = [];
    const off = onApiErrorSinceStart((e) => seen.push(e.code));
    expect(seen).toEqual(['403']);
    publishApiError(failure('600'));
    expect(seen).toEqual(['403', '600']);
    off();

    const again: string[] = [];
    onApiErrorSinceStart((e) => again.push(e.code))();
    expect(again).toEqual([]);
  });

  it('keeps only the latest few while nobody listens', () => {
    for (let i = 0; i < HELD_MAX + 3; i += 1) publishApiError(failure(String(i)));
    const seen: string[] = [];
    onApiErrorSinceStart((e) => seen.push(e.code))();
    expect(seen).toHaveLength(HELD_MAX);
    expect(seen.at(-1)).toBe(String(HELD_MAX + 2));
  });
});
