// @vitest-environment jsdom
// The application page's policy card: 申报中 only for an apply-type policy in its window.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithProviders } from '../../support/render';
import { PolicySummaryCard } from '../../../src/features/apply/components/policy-summary-card';
import type { PolicySummary } from '../../../src/shared/api/policy-summary';

const policy = (declarationType: number): PolicySummary => ({
  id: 'p-0033',
  policyName: '示例政策',
  competentDepartmentPath: '泉州市工业和信息化局',
  areaTypeStr: '',
  rewardMoney: 3600,
  rewardMoneyStr: '',
  declareStart: '2026-10-16',
  declareEnd: '2027-03-07',
  applyTimeState: 1,
  declarationType,
  audience: 1,
  conditions: [],
  eligibility: [],
  materials: [],
  contactPhone: '',
});

afterEach(cleanup);

describe('PolicySummaryCard', () => {
  it('says 申报中 for an open apply-type policy', async () => {
    renderWithProviders(<PolicySummaryCard policy={policy(1)} />, { route: { path: '/applyPolicy' } });
    expect(await screen.findByText('申报中')).toBeTruthy();
  });

  it('does not say 申报中 for an open free-application policy', async () => {
    renderWithProviders(<PolicySummaryCard policy={policy(2)} />, { route: { path: '/applyPolicy' } });
    expect(await screen.findByText('免申即享')).toBeTruthy();
    expect(screen.queryByText('申报中')).toBeNull();
  });
});
