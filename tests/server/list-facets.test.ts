// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, PolicyListItem } from '../../src/shared/api/contract';
import { startApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const LIST = '/api/open/gj/v1/index/nonFinancialPolicyPage';
const list = (query: string) => api.get<Page<PolicyListItem>>(`${LIST}/1/20?${query}`);

describe('the list query: industry, enterprise size and department', () => {
  it('industry keeps the policies an enterprise of it may apply for, and fewer than all', async () => {
    const all = await list('');
    const building = await list('industry=E');
    expect(building.data.total).toBeGreaterThan(0);
    expect(building.data.total).toBeLessThan(all.data.total);
    for (const p of building.data.records) {
      const industry = p.eligibility?.find((c) => c.kind === 'industry');
      if (industry?.kind === 'industry') expect(industry.anyOf).toContain('建筑业');
    }
  });

  it('size leaves out the policies for small firms only when the firm is large', async () => {
    const all = await list('');
    const large = await list('enterpriseSize=large');
    expect(large.data.total).toBeLessThan(all.data.total);
    expect(
      large.data.records.every((p) =>
        (p.eligibility ?? []).every((c) => c.kind !== 'size' || c.anyOf.includes('large')),
      ),
    ).toBe(true);
  });

  it('lists the departments of a scope and filters by one', async () => {
    const names = await api.get<string[]>('/api/open/gj/v1/policy/departments?audience=1&countyCode=350582');
    expect(names.data.length).toBeGreaterThan(3);
    expect(names.data.every((d) => d.startsWith('晋江市') || d.startsWith('泉州市'))).toBe(true);
    const dept = names.data.find((d) => d.startsWith('晋江市')) ?? '';
    const byDept = await list(`countyCode=350582&department=${encodeURIComponent(dept)}`);
    expect(byDept.data.total).toBeGreaterThan(0);
    expect(byDept.data.records.every((p) => p.competentDepartmentPath === dept)).toBe(true);
  });

  it('list items carry the publication time and only the conditions the list filters on', async () => {
    const people = await api.post<Page<PolicyListItem>>('/api/open/gj/v1/index/personalPolicyPage/1/20', {
      page: 1,
      pageSize: 20,
    });
    for (const p of people.data.records) {
      expect(p.publishTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(p.eligibility?.every((c) => ['applicant', 'area', 'industry', 'size'].includes(c.kind))).toBe(
        true,
      );
    }
  });

  it('refuses malformed values with a message', async () => {
    expect((await list('industry=Z')).code).toBe(400);
    expect((await list('enterpriseSize=huge')).code).toBe(400);
    expect((await list(`department=${'x'.repeat(41)}`)).code).toBe(400);
  });
});

describe('the demo tool that publishes a policy', () => {
  it('adds a policy published now, first in the latest list, withdrawn by a reset', async () => {
    const before = await list('orderModel=1');
    const added = await api.post<never>('/__demo/publish-policy', { audience: 1, countyCode: '350582' });
    const policy = (added as unknown as { policy: PolicyListItem }).policy;
    expect(policy.id).toMatch(/^p-9\d{3}$/);
    const after = await list('orderModel=1&countyCode=350582');
    expect(after.data.records[0]?.id).toBe(policy.id);
    expect((await list('orderModel=1')).data.total).toBe(before.data.total + 1);
    await api.post('/__demo/reset', {});
    expect((await list('orderModel=1')).data.total).toBe(before.data.total);
  });
});
