// @vitest-environment jsdom
// The person's user centre in the whole portal (jsdom, demo API over HTTP): 我的政策 before and after the
// questionnaire (with personalPolicyPage's fields), 我的消息 opened and marked read, the person's lists, an
// enterprise screen that asks to switch, and a project link with a bad id.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { demoReset, loginAs, setupClientApi } from '../../server/client-helpers';
import { renderApp, screen } from '../../support/render-app';

const { api } = setupClientApi();
const T = { timeout: 20_000 };

beforeEach(() => demoReset(api()));
afterEach(() => vi.restoreAllMocks());

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, T);

/** Every request the portal makes whose address matches, with its JSON body. */
function recordRequests(match: RegExp): { url: string; body: unknown }[] {
  const calls: { url: string; body: unknown }[] = [];
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (match.test(url))
      calls.push({ url, body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null });
    return real(input, init);
  });
  return calls;
}

/** A reload: the portal rendered afresh at the address, the session kept. */
async function reload(hashPath: string) {
  cleanup();
  return renderApp(hashPath);
}

describe('the person’s user centre', { timeout: 90_000 }, () => {
  it('我的政策 before the questionnaire leads there; afterwards it lists exactly the precise matches', async () => {
    const calls = recordRequests(/\/api\/open\/gj\/v1\/index\/personalPolicyPage\//);
    const token = await loginAs(api(), 'person');
    const app = await renderApp('/enterprise/personSelfPolicy');
    const main = within(await screen.findByRole('main', undefined, T));
    expect(await main.findByText(/您还没有填写政策匹配问卷/, undefined, T)).toBeTruthy();
    expect(document.querySelectorAll('main article, main li[data-policy-id]')).toHaveLength(0);
    expect(Object.keys(calls[0]!.body as object).sort()).toEqual([
      'matchingModel',
      'orderModel',
      'page',
      'pageSize',
      'policyName',
    ]);
    expect(calls[0]!.body).toMatchObject({ matchingModel: 1, page: 1, pageSize: 10 });

    fireEvent.click(main.getByRole('link', { name: '去填写问卷' }));
    await waitFor(() => expect(app.address()).toMatch(/^\/questionnaire/), T);
    // the questionnaire itself is covered by matching-questionnaire.spec; answer it through the API here
    const submitted = await api().post(
      '/api/pc/hm/v1/policy/formSubmit',
      { jsonData: JSON.stringify({ ageRange: '2', household: '1', employment: '3', startup: '1' }) },
      token,
    );
    expect(submitted.code).toBe(200);
    const summary = (await api().get<{ accurateCount: number }>('/api/pc/hm/v1/policy/policyMatchingResult', token))
      .data;
    expect(summary.accurateCount).toBeGreaterThan(0);

    await reload('/enterprise/personSelfPolicy');
    const after = within(await screen.findByRole('main', undefined, T));
    expect(await after.findByText(new RegExp(`精确匹配 ${summary.accurateCount} 项`), undefined, T)).toBeTruthy();
    await waitFor(
      () =>
        expect(document.querySelectorAll('main li[data-policy-id]')).toHaveLength(
          Math.min(10, summary.accurateCount),
        ),
      T,
    );
    expect(after.getByRole('link', { name: '重新填写问卷' })).toBeTruthy();
  });

  it('我的消息: a message opens, is marked read and says what happened', async () => {
    const reads = recordRequests(/\/api\/manage\/gj\/v1\/pcUser\/message\/read$/);
    await loginAs(api(), 'person');
    await renderApp('/enterprise/myMessage');
    expect(await screen.findByText('本页有 4 条未读消息', undefined, T)).toBeTruthy();
    const list = await screen.findByRole('list', { name: '我的消息' }, T);
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(first.textContent).toContain('未读');
    fireEvent.click(within(first).getAllByRole('button')[0]!);
    const dialog = await screen.findByRole('dialog', undefined, T);
    await waitFor(() => expect(reads).toHaveLength(1), T);
    const id = (reads[0]!.body as { id: string }).id;
    expect(id).toMatch(/^ms-/);
    expect(within(dialog).getByRole('link', { name: /查看/ })).toBeTruthy();
    const text = dialog.textContent ?? '';
    expect(text).toMatch(/“.+”/);
    fireEvent.click(within(dialog).getAllByRole('button', { name: '关闭' })[0]!);
    await waitFor(() => expect(first.textContent).toContain('已读'), T);
    expect(await screen.findByText('本页有 3 条未读消息', undefined, T)).toBeTruthy();
    await reload('/enterprise/myMessage');
    expect(await screen.findByText('本页有 3 条未读消息', undefined, T)).toBeTruthy();
  });

  it('a person sees matched people policies, applications and messages; enterprise screens ask to switch', async () => {
    // 我的政策 lists the person's precise matches; before any questionnaire it leads there instead
    // (the list after a questionnaire, with its paging, is the test above)
    await loginAs(api(), 'person');
    const app = await renderApp('/enterprise/personSelfPolicy?page=2&pageSize=15');
    await heading('我的政策');
    const main = within(await screen.findByRole('main', undefined, T));
    expect(await main.findByText(/您还没有填写政策匹配问卷/, undefined, T)).toBeTruthy();
    expect(main.getByRole('link', { name: '去填写问卷' })).toBeTruthy();

    await app.go('/enterprise/myApply');
    await heading('我的申报');
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(11), T);

    await app.go('/enterprise/myEnjoyPolicy');
    await waitFor(() => expect(screen.getByTestId('enjoy-count').textContent).toBe('13'), T);

    await app.go('/enterprise/myMessage');
    expect(await screen.findByText('本页有 4 条未读消息', undefined, T)).toBeTruthy();

    await app.go('/enterprise/enterpriseProject');
    expect(await screen.findByText(/此功能需要使用企业账号登录/, undefined, T)).toBeTruthy();
  });

  it('a project link with a bad id shows a friendly not-found panel', async () => {
    await loginAs(api(), 'enterprise', 'u-ent-1');
    const app = await renderApp('/enterprise/projectDetail');
    await heading('项目详情');
    expect(await screen.findByText(/未找到对应的记录/, undefined, T)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: '返回项目列表' }));
    await heading('企业项目');
    expect(app.address()).toMatch(/^\/enterprise\/enterpriseProject/);
  });
});
