// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MatchingDialog } from '../../../src/features/matching/components/matching-dialog';
import { PolicyCard } from '../../../src/features/policy/card/policy-card';
import { ApiError } from '../../../src/shared/api/api-error';
import { request } from '../../../src/shared/api/http';
import { parseWith, type Schema } from '../../../src/shared/api/schema';
import { paths } from '../../../src/shared/api/paths';
import { sessionStore } from '../../../src/shared/auth/session';
import { renderWithProviders } from '../../support/render';

vi.mock('../../../src/shared/api/http', () => ({ request: vi.fn() }));

const FORM = [
  {
    name: '基本情况',
    fieldList: [
      {
        fieldCode: 'age',
        fieldName: '您的年龄段',
        fieldTypeStr: '单选',
        fieldType: 3,
        dictLabelList: ['18岁以下', '18-35岁'],
      },
    ],
  },
];
type Answer = unknown | ((body: unknown) => unknown);
let answers: Record<string, Answer> = {};

beforeEach(() => {
  answers = {
    [paths.personalInfoForm]: FORM,
    [paths.policyMatchingResult]: {
      accurateCount: 3,
      probablyCount: 5,
      mismatchingCount: 7,
      rewardMoney: 0,
      queryTimes: 2,
      answerItems: {},
    },
    [paths.formRecord]: '[]',
  };
  vi.mocked(request).mockImplementation(
    async (path: string, options: { body?: unknown } = {}, schema: Schema<unknown> | null = null) => {
      const key = path.startsWith('/api/pc/hm/v1/policy/policyMatchingPage/') ? 'page' : path;
      const found: Answer =
        key === 'page' ? (answers.page ?? { records: [], total: 0, current: 1, size: 10 }) : answers[key];
      const data = typeof found === 'function' ? (found as (b: unknown) => unknown)(options.body) : found;
      if (data instanceof Error) throw data;
      return schema ? parseWith(schema, data, 'data') : data;
    },
  );
});

afterEach(() => {
  cleanup();
  sessionStore.clear();
  vi.mocked(request).mockReset();
  vi.restoreAllMocks();
});

/** A wide screen (jsdom's stand-in matches no query): results and questionnaire side by side, nothing folded. */
function wideScreen() {
  const narrow = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...narrow(query),
    matches: query.includes('min-width'),
  }));
}

function renderDialog() {
  wideScreen();
  return renderWithProviders(
    <MatchingDialog
      opened
      onClose={() => {}}
      renderPolicy={(p, order) => <PolicyCard policy={p} headingOrder={order} />}
    />,
  );
}

function loginAs(kind: 1 | 2) {
  sessionStore.setLogin('token-for-tests', kind);
  sessionStore.setUserInfo(
    kind === 1 ? { userName: '陈志明' } : { userName: '林建华', enterpriseCode: '91350500MA' },
  );
}

describe('MatchingDialog', () => {
  it('shows a logged-in person the three tabs with their counts and the query times', async () => {
    loginAs(1);
    renderDialog();
    expect(await screen.findByRole('tab', { name: /精准匹配\s*3/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /可能匹配\s*5/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /未匹配\s*7/ })).toBeTruthy();
    expect(screen.getByTestId('query-times').textContent).toBe('2');
    // the sort radio is for visitors only
    expect(screen.queryByRole('radio', { name: '最热' })).toBeNull();
    expect(await screen.findByRole('group', { name: /您的年龄段/ })).toBeTruthy();
  });

  it('refuses an enterprise login', async () => {
    loginAs(2);
    renderDialog();
    expect(await screen.findByText('暂不支持企业匹配，请切换个人账号登录')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('asks a visitor to log in and offers the sort radio', async () => {
    answers.page = { records: [], total: 12, current: 1, size: 10 };
    renderDialog();
    expect(await screen.findByText('请先登录后再使用此功能')).toBeTruthy();
    expect(screen.getByRole('radio', { name: '最热' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: /您的年龄段/ })).toBeNull();
  });

  it('shows a 600 填报问卷 refusal inline and keeps the answers', async () => {
    loginAs(1);
    answers[paths.formSubmit] = new ApiError({
      kind: 'code',
      code: '600',
      message: '请先完成填报问卷的实名核验',
      client: 'primary',
      path: paths.formSubmit,
      method: 'POST',
    });
    renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: '确认并立即匹配' }));
    expect(await screen.findByText('请至少回答一道题')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '18-35岁' }));
    fireEvent.click(screen.getByRole('button', { name: '确认并立即匹配' }));
    const confirm = await screen.findByRole('dialog', { name: '提交确认' });
    expect(within(confirm).getByText('是否提交问卷信息？')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请先完成填报问卷的实名核验')).toBeTruthy();
    expect(vi.mocked(request)).toHaveBeenCalledWith(
      paths.formSubmit,
      { method: 'POST', body: { jsonData: '{"age":"2"}' } },
      null,
    );
    expect((screen.getByRole('radio', { name: '18-35岁' }) as HTMLInputElement).checked).toBe(true);
  });

  it('explains a malformed records string instead of breaking', async () => {
    loginAs(1);
    answers[paths.formRecord] = '[{"id": broken';
    renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: '问卷记录' }));
    expect(await screen.findByText('问卷记录数据格式有误，暂时无法显示，请稍后重试')).toBeTruthy();
  });
});
