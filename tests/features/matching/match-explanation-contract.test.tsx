// @vitest-environment jsdom
// A backend without the assumed `explanation` extension (or with a malformed one) gives the plain list.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { parseWith } from '../../../src/shared/api/schema';
import { matchPageSchema } from '../../../src/shared/api/schemas/matching';

const parseMatchPage = (value: unknown, at: string) => parseWith(matchPageSchema, value, at);
import { matchingQueries } from '../../../src/features/matching/api/matching-queries';
import { MatchList } from '../../../src/features/matching/components/match-list';
import type { MatchingBoard } from '../../../src/features/matching/lib/use-matching-board';
import { renderWithProviders } from '../../support/render';

const record = (extra: Record<string, unknown> = {}) => ({
  id: 'p1',
  policyName: '一次性创业补贴',
  areaTypeStr: '市级',
  remainingDays: 10,
  competentDepartmentPath: '人社局',
  declareTime: '2026-01-01至2026-12-31',
  rewardMoney: 10000,
  rewardMoneyStr: '1万元',
  applyTimeState: 1,
  declarationType: 1,
  ...extra,
});
const pageOf = (records: unknown[]) => ({ records, total: records.length, current: 1, size: 10 });
const explanation = {
  conditions: [
    {
      fieldCode: 'ageRange',
      fieldName: '年龄',
      status: 'met',
      answerLabels: ['18-35岁'],
      acceptedLabels: ['18-35岁'],
    },
    {
      fieldCode: 'household',
      fieldName: '户籍',
      status: 'unanswered',
      answerLabels: [],
      acceptedLabels: ['泉州'],
    },
  ],
  missingFields: ['household'],
  materials: ['身份证'],
};

describe('matching page contract', () => {
  it('keeps the plain item when the backend sends no explanation', () => {
    const parsed = parseMatchPage(pageOf([record()]), '$');
    expect(parsed.records[0]!.policyName).toBe('一次性创业补贴');
    expect(parsed.records[0]!.explanation).toBeUndefined();
  });

  it('drops a malformed explanation and keeps the record', () => {
    for (const bad of [{ conditions: 'x' }, { conditions: [{ fieldCode: 1, status: 'maybe' }] }, 'why', 42]) {
      const parsed = parseMatchPage(pageOf([record({ explanation: bad })]), '$');
      expect(parsed.records).toHaveLength(1);
      expect(parsed.records[0]!.explanation).toBeUndefined();
    }
  });

  it('reads a well-formed explanation', () => {
    const parsed = parseMatchPage(pageOf([record({ explanation })]), '$');
    expect(parsed.records[0]!.explanation?.missingFields).toEqual(['household']);
  });
});

describe('MatchList', () => {
  afterEach(cleanup);
  const board = {
    kind: 1,
    account: 'acc',
    tab: 1,
    matchingModel: 2,
    orderModel: 1,
    page: 1,
    pageSize: 10,
    setPaging: () => undefined,
    openQuestionnaireAt: () => undefined,
  } as unknown as MatchingBoard;
  const params = { matchingModel: 2, orderModel: 1, page: 1, pageSize: 10 } as const;

  function show(records: unknown[]) {
    const view = renderWithProviders(
      <MatchList board={board} cardHeadingOrder={3} renderPolicy={(p) => <h3>{p.policyName}</h3>} />,
    );
    view.queryClient.setQueryData(
      matchingQueries.page('acc', params).queryKey,
      parseMatchPage(pageOf(records), '$'),
    );
    return view;
  }

  it('shows the plain list, no explanation panel, when the backend sends none', async () => {
    show([record()]);
    expect(await screen.findByRole('heading', { name: '一次性创业补贴' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /为什么是这个结果/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /再回答/ })).toBeNull();
  });

  it('shows the panel with the way to the missing question when it does', async () => {
    show([record({ explanation })]);
    expect(await screen.findByRole('button', { name: /再回答 1 道题/ })).toBeTruthy();
  });
});
