import { describe, expect, it } from 'vitest';
import { matchingQueries, sameGroupWhileLoading } from '../../../src/features/matching/api/matching-queries';

describe('what a match list shows while its next page loads', () => {
  const previous = { records: [{ id: 'p-0001' }], total: 1 };

  it('keeps the last page of the same group (paging)', () => {
    const keep = sameGroupWhileLoading<typeof previous>(2);
    const lastKey = matchingQueries.enterprise('u-ent-1', { matchingModel: 2, page: 1, pageSize: 10 }).queryKey;
    expect(keep(previous, { queryKey: lastKey })).toBe(previous);
  });

  it('shows nothing of another group: a new tab never lists the previous tab’s policies', () => {
    const keep = sameGroupWhileLoading<typeof previous>(2);
    const lastKey = matchingQueries.enterprise('u-ent-1', { matchingModel: 1, page: 1, pageSize: 10 }).queryKey;
    expect(keep(previous, { queryKey: lastKey })).toBeUndefined();
    expect(keep(undefined, undefined)).toBeUndefined();
  });

  it('is the placeholder of both the questionnaire’s and the enterprise’s match pages', () => {
    const page = matchingQueries.page('u-person-1', { matchingModel: 3, orderModel: 1, page: 1, pageSize: 10 });
    const fn = page.placeholderData as (p: unknown, q: { queryKey: readonly unknown[] }) => unknown;
    const other = matchingQueries.page('u-person-1', { matchingModel: 1, orderModel: 1, page: 1, pageSize: 10 });
    expect(fn(previous, { queryKey: other.queryKey })).toBeUndefined();
  });
});
