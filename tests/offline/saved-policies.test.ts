// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createStore, get, set } from 'idb-keyval';
import { droppedEntries } from '../../src/shared/offline/store-health';
import type { PolicyDetail } from '../../src/shared/api/contract';
import { samplePolicyDetail } from '../support/policy-samples';
import { parseSavedPolicy, savedPolicies } from '../../src/shared/offline/saved-policies';
import { sanitizeHtml } from '../../src/shared/html/sanitize';

/** The saved view's section is an h2, so the content's headings start at h3. */
const sanitizePolicyHtml = (html: string) => sanitizeHtml(html, { topLevel: 3 });

const detail = (id: string): PolicyDetail =>
  samplePolicyDetail(id, {
    declareTime: '2024-01-01',
    rewardMoney: 10,
    rewardMoneyStr: '10万元',
    materials: ['材料一'],
    declareStart: '2024-01-01',
    declareEnd: '2024-02-01',
    contactPhone: '0595-0000000',
    visits: 1,
    publishTime: '2024-01-01',
  });

describe('saved policies', () => {
  it('saves with the time, lists newest first, removes', async () => {
    await savedPolicies.save(detail('a'), 1000);
    await savedPolicies.save(detail('b'), 2000);
    expect((await savedPolicies.list()).map((p) => [p.id, p.savedAt])).toEqual([
      ['b', 2000],
      ['a', 1000],
    ]);
    expect((await savedPolicies.get('a'))?.detail.policyName).toBe('政策a');
    await savedPolicies.remove('a');
    expect(await savedPolicies.get('a')).toBeNull();
    expect((await savedPolicies.list()).map((p) => p.id)).toEqual(['b']);
  });

  it('ignores a stored entry that lost its shape', () => {
    expect(parseSavedPolicy({ id: 'x', savedAt: 'yesterday', detail: detail('x') })).toBeNull();
    expect(parseSavedPolicy(null)).toBeNull();
  });

  it('reads entries through the policy-detail parser; an unreadable one is removed and counted, never listed', async () => {
    await savedPolicies.save(detail('good'), 3000);
    const store = createStore('portal-saved', 'policies');
    // an object where text belongs would crash the screen (React error #31)
    await set(
      'bad',
      { id: 'bad', savedAt: 4000, detail: { ...detail('bad'), competentDepartmentPath: { x: 1 } } },
      store,
    );
    await set('swapped', { id: 'other', savedAt: 5000, detail: detail('other') }, store);
    const before = droppedEntries()['saved-policies'] ?? 0;

    expect((await savedPolicies.list()).map((p) => p.id)).toContain('good');
    expect((await savedPolicies.list()).map((p) => p.id)).not.toContain('bad');
    expect(await get('bad', store)).toBeUndefined();
    expect(await get('swapped', store)).toBeUndefined();
    expect(droppedEntries()['saved-policies']).toBe(before + 2);

    await set('bad', { id: 'bad', savedAt: 4000, detail: { ...detail('bad'), attachments: 'none' } }, store);
    expect(await savedPolicies.get('bad')).toBeNull();
    expect(await get('bad', store)).toBeUndefined();
  });

  it('shows saved content only sanitised', () => {
    const clean = sanitizePolicyHtml(
      '<h1>标题</h1><p onclick="x()">段落<script>alert(1)</script></p><a href="javascript:alert(1)">链接</a>',
    );
    expect(clean).not.toMatch(/script|onclick|javascript:/);
    expect(clean).toContain('<h3>标题</h3>');
    // the content's top heading becomes h3 under the section's h2; lower ones keep their distance
    expect(sanitizePolicyHtml('<h2>a</h2><h4>b</h4>')).toBe('<h3>a</h3><h5>b</h5>');
  });
});
