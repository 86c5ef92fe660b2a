// @vitest-environment jsdom
// Data kept on the device comes back through the schema its factory names: for every public query,
// the demo API's real answer, stored as the persister stores it (JSON), reads back unchanged, and a
// stored value of the wrong shape is refused rather than shown.
import { describe, expect, it } from 'vitest';
import { allQueries, PUBLIC } from '../support/query-factories';
import { parseWith, type Schema } from '../../src/shared/api/schema';
import { fetchPolicyPage } from '../../src/features/policy/api/policy-api';
import { fetchNewsPage } from '../../src/features/content/news/news-api';
import { fetchCounties, fetchStreets } from '../../src/shared/api/region-queries';
import { setupClientApi } from './client-helpers';

setupClientApi();

interface Built {
  name: string;
  options: { queryFn?: unknown; meta?: Record<string, unknown> };
}

const run = (q: Built) =>
  (q.options.queryFn as (ctx: { signal: AbortSignal }) => Promise<unknown>)({
    signal: new AbortController().signal,
  });

/** Real ids of the demo API for the members that take one. */
async function realArgs() {
  const policy = (await fetchPolicyPage({ keyword: '', page: 1, pageSize: 10, orderModel: 1, audience: 1 }))
    .records[0]!;
  const news = (await fetchNewsPage({ page: 1, pageSize: 10, keyword: '' })).records[0]!;
  const county = (await fetchCounties())[0]!;
  const street = (await fetchStreets(county.id))[0]!;
  return {
    policyQueries: {
      detail: () => [policy.id],
      suggestions: () => [policy.policyName.slice(0, 2), 1],
    },
    newsQueries: { detail: () => [news.id] },
    policySummaryQueries: { summary: () => [policy.id] },
    regionQueries: { streets: () => [county.id], district: () => [street.code] },
  };
}

describe('restored data and the schemas the factories name', () => {
  it('every public query’s real answer, stored as JSON, reads back through its schema unchanged', async () => {
    const queries = allQueries(await realArgs()).filter((q) => PUBLIC.includes(q.name));
    expect(queries.map((q) => q.name).sort()).toEqual([...PUBLIC].sort());
    for (const q of queries) {
      const answer = await run(q);
      const stored: unknown = JSON.parse(JSON.stringify(answer));
      const schema = q.options.meta?.parse as Schema<unknown>;
      expect(parseWith(schema, stored, 'restored'), q.name).toEqual(stored);
    }
  });

  it('a stored value of another shape is refused, not shown', () => {
    for (const q of allQueries().filter((x) => PUBLIC.includes(x.name))) {
      const schema = q.options.meta?.parse as Schema<unknown>;
      expect(() => parseWith(schema, '<html>not the data</html>', 'restored'), q.name).toThrow();
    }
  });
});
