import { describe, expect, it } from 'vitest';
import { dayOf, isUrgeable, todayInChina } from '../../../src/features/user-centre/lib/format';
import { zhAll as zhCN } from '../../../src/shared/i18n/catalogue-zh-all';
import { APPLY_STATUS_VIEW } from '../../../src/shared/ui/apply-status-badge';

describe('user-centre display rules', () => {
  it('gives every application status a Chinese label', () => {
    expect(Object.fromEntries(Object.entries(APPLY_STATUS_VIEW).map(([k, v]) => [k, zhCN[v.label]]))).toEqual(
      {
        submitted: '已提交',
        accepted: '已受理',
        reviewing: '审核中',
        returned: '退回补正',
        approved: '审核通过',
        publicity: '公示中',
        disbursing: '资金拨付中',
        rejected: '未通过',
        paid: '已到账',
      },
    );
  });

  it('lets only applications in progress be urged', () => {
    expect(
      ['submitted', 'accepted', 'reviewing', 'approved', 'returned', 'rejected', 'paid'].filter((s) =>
        isUrgeable(s as never),
      ),
    ).toEqual(['submitted', 'accepted', 'reviewing']);
  });

  it('compares urge days in China time', () => {
    expect(dayOf('2026-11-22 09:30:00')).toBe('2026-11-22');
    expect(todayInChina(new Date('2026-11-21T17:00:00Z'))).toBe('2026-11-22');
    expect(todayInChina(new Date('2026-11-21T15:59:00Z'))).toBe('2026-11-21');
  });
});
