// The locker's shared rules: which kind each policy material is, and when a document is flagged or warned about.
import { describe, expect, it } from 'vitest';
import { ENTERPRISE_TEMPLATES, PEOPLE_TEMPLATES } from '../../../server/data/policy-templates';
import type { LockerDocument } from '../../../src/shared/api/contract';
import {
  expiresBefore,
  expiryOf,
  flaggedDocuments,
  kindOfMaterial,
} from '../../../src/shared/locker/locker-rules';

/** 2026-11-27 10:00 in Quanzhou */
const NOW = Date.parse('2026-11-27T10:00:00+08:00');
const doc = (name: string, validUntil?: string): LockerDocument => ({
  id: name,
  kind: 'other',
  name,
  source: 'upload',
  uploadTime: '2026-01-01 00:00:00',
  files: [],
  ...(validUntil ? { validUntil } : {}),
});

describe('kindOfMaterial', () => {
  it('names the kind of the materials the policies ask for', () => {
    expect(kindOfMaterial('营业执照副本复印件')).toBe('businessLicence');
    expect(kindOfMaterial('营业执照副本')).toBe('businessLicence');
    expect(kindOfMaterial('居民身份证')).toBe('idCard');
    expect(kindOfMaterial('法定代表人身份证复印件')).toBe('legalRepId');
    expect(kindOfMaterial('社保缴费明细')).toBe('socialSecurity');
    expect(kindOfMaterial('员工社保缴费明细')).toBe('socialSecurity');
    expect(kindOfMaterial('完税证明')).toBe('taxProof');
    expect(kindOfMaterial('上年度财务审计报告')).toBe('auditReport');
    expect(kindOfMaterial('银行开户许可证或基本存款账户信息')).toBe('bankAccount');
    expect(kindOfMaterial('申报表（加盖企业公章）')).toBe('other');
  });

  it('gives every seeded policy material a kind, the common enterprise ones their own', () => {
    const all = new Set([...ENTERPRISE_TEMPLATES, ...PEOPLE_TEMPLATES].flatMap((t) => t.materials));
    const kinds = new Set([...all].map(kindOfMaterial));
    for (const k of ['businessLicence', 'idCard', 'socialSecurity', 'auditReport', 'bankAccount', 'other'])
      expect(kinds).toContain(k);
  });
});

describe('expiry', () => {
  it('is valid through the last day, flagged within 30 days, expired after', () => {
    expect(expiryOf(undefined, NOW)).toBe('none');
    expect(expiryOf('not a day', NOW)).toBe('none');
    expect(expiryOf('2026-11-26', NOW)).toBe('expired');
    expect(expiryOf('2026-11-27', NOW)).toBe('soon');
    expect(expiryOf('2026-12-27', NOW)).toBe('soon');
    expect(expiryOf('2026-12-28', NOW)).toBe('valid');
  });

  it('flags the expired and the expiring, soonest first', () => {
    const docs = [doc('a', '2026-12-20'), doc('b'), doc('c', '2030-01-01'), doc('d', '2025-01-01')];
    expect(flaggedDocuments(docs, NOW).map((d) => d.name)).toEqual(['d', 'a']);
  });

  it('warns when a document ends before the policy’s last day', () => {
    expect(expiresBefore('2026-12-01', '2026-12-18')).toBe(true);
    expect(expiresBefore('2026-12-18', '2026-12-18 23:59:59')).toBe(false);
    expect(expiresBefore(undefined, '2026-12-18')).toBe(false);
    expect(expiresBefore('2026-12-01', undefined)).toBe(false);
  });
});
