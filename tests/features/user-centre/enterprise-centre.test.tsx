// @vitest-environment jsdom
// The enterprise's user centre in the whole portal (jsdom, demo API over HTTP): the profile and the bank
// account change, the incomplete-information guard, lists with paging and fallbacks, a refusal with retry,
// the urge rule, consultations and records not found, messages and totals.
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { demoReset, loginAs, setupClientApi } from '../../server/client-helpers';
import { renderApp, screen } from '../../support/render-app';

const { api } = setupClientApi();
const T = { timeout: 20_000 };

beforeEach(async () => {
  await demoReset(api());
  await fetch(`${api().base}/__demo/faults`, { method: 'DELETE' });
});

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, T);
const rows = () => within(screen.getByRole('table')).getAllByRole('row');
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('the enterprise user centre', { timeout: 90_000 }, () => {
  it('an enterprise sees its profile, changes its bank account after confirming, and the change is recorded', async () => {
    await loginAs(api(), 'enterprise', 'u-ent-1');
    await renderApp('/enterprise/enterpriseInfo');
    await heading('企业信息');
    expect((await screen.findAllByText('泉州海丝智造科技有限公司', undefined, T))[0]).toBeTruthy();
    expect(screen.getByText('91350502MA2Y8K3L4Q')).toBeTruthy();
    expect(screen.getByText('139****5678')).toBeTruthy();
    expect(screen.getByText('鲤城区')).toBeTruthy();
    expect(await screen.findByText('暂无账户变更记录', undefined, T)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '变更银行账户' }));
    const dialog = within(await screen.findByRole('dialog', { name: '变更对公银行账户' }, T));
    type(dialog.getByLabelText(/开户银行/), '');
    type(dialog.getByLabelText(/新银行账号/), '12345');
    fireEvent.click(dialog.getByRole('button', { name: '下一步' }));
    expect(await dialog.findByText('请输入开户银行')).toBeTruthy();
    expect(dialog.getByText('银行账号应为10至30位数字')).toBeTruthy();

    type(dialog.getByLabelText(/开户银行/), '中国工商银行泉州分行');
    type(dialog.getByLabelText(/新银行账号/), '6222 0214 0000 5678 901');
    fireEvent.click(dialog.getByRole('button', { name: '下一步' }));
    const confirm = within(await screen.findByRole('dialog', { name: '确认变更银行账户' }, T));
    expect(confirm.getByText(/6222021400005678901/)).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: '确认变更' }));
    expect(await screen.findByText('银行账户已变更', undefined, T)).toBeTruthy();
    expect(await screen.findByText('中国工商银行泉州分行', undefined, T)).toBeTruthy();
    // the record list now shows the change, masked
    expect(await within(screen.getByRole('table')).findByText('6222***********8901', undefined, T)).toBeTruthy();
  });

  it('an enterprise with incomplete information is sent to complete it', async () => {
    await loginAs(api(), 'enterprise', 'u-ent-3');
    const app = await renderApp('/enterprise/enterpriseInfo');
    await waitFor(() => {
      const found = screen.getAllByRole('alert').find((a) => a.textContent?.includes('请先完善企业信息'));
      expect(found).toBeTruthy();
    }, T);
    fireEvent.click(screen.getByRole('link', { name: '立即完善企业信息' }));
    await waitFor(() => expect(app.address()).toMatch(/^\/infoCompletion/), T);
  });

  it('applications are paged with Chinese status labels and bad params fall back', async () => {
    await loginAs(api(), 'enterprise', 'u-ent-1');
    const app = await renderApp('/enterprise/myApply?page=abc&pageSize=999');
    await heading('我的申报');
    await waitFor(() => expect(rows()).toHaveLength(11), T);
    expect(app.address()).toBe('/enterprise/myApply?page=1&pageSize=10');
    const table = within(screen.getByRole('table'));
    for (const label of ['已提交', '审核中', '审核通过', '未通过', '已到账'])
      expect(table.getAllByText(label)[0]).toBeTruthy();
    expect(screen.getByText('共 14 条')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(app.address()).toMatch(/page=2/), T);
    await waitFor(() => expect(rows()).toHaveLength(5), T);
    type(screen.getByLabelText('每页条数'), '20');
    await waitFor(() => expect(rows()).toHaveLength(15), T);

    fireEvent.click(within(screen.getByRole('table')).getAllByRole('link', { name: /^查看详情：/ })[0]!);
    await waitFor(() => expect(app.address()).toMatch(/^\/applyDetail\?id=ap-/), T);
  });

  it('a failed list shows an error with retry, and retry loads it', async () => {
    await loginAs(api(), 'enterprise', 'u-ent-1');
    await fetch(`${api().base}/__demo/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        path: '/api/manage/gj/v1/pcUser/enjoy/*',
        code: 500,
        msg: '服务繁忙，请稍后再试',
        times: 1,
      }),
    });
    await renderApp('/enterprise/myEnjoyPolicy');
    const alert = await waitFor(() => {
      const found = screen.getAllByRole('alert').find((a) => a.textContent?.includes('数据加载失败'));
      expect(found).toBeTruthy();
      return found!;
    }, T);
    expect(alert.textContent).toContain('服务繁忙，请稍后再试');
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getByTestId('enjoy-count').textContent).toBe('13'), T);
    await waitFor(() => expect(rows()).toHaveLength(11), T);
  });

  it('an enterprise urges an application once a day and sees the server refuse a second time', async () => {
    await loginAs(api(), 'enterprise', 'u-ent-1');
    await renderApp('/enterprise/myUrgeHandling');
    await heading('我的催办');
    await waitFor(() => expect(rows()).toHaveLength(11), T);

    fireEvent.click(screen.getByRole('button', { name: '发起催办' }));
    const dialog = within(await screen.findByRole('dialog', { name: '催办' }, T));
    const select = (await dialog.findByLabelText(/选择要催办的申报/, undefined, T)) as HTMLSelectElement;
    const option = await waitFor(() => {
      const value = [...select.options].find((o) => o.value !== '')?.value;
      expect(value).toBeTruthy();
      return value!;
    }, T);
    type(select, option);
    fireEvent.click(dialog.getByRole('button', { name: '下一步' }));
    expect(await dialog.findByText(/确定要催办/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: '确认催办' }));
    expect(await screen.findByText('催办成功，主管部门将尽快办理', undefined, T)).toBeTruthy();
    expect((await within(screen.getByRole('table')).findAllByText('今日已催办', undefined, T))[0]).toBeTruthy();

    // the same application again: the server's own message is shown
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '催办' })).toBeNull(), T);
    fireEvent.click(screen.getByRole('button', { name: '发起催办' }));
    const again = within(await screen.findByRole('dialog', { name: '催办' }, T));
    type(await again.findByLabelText(/选择要催办的申报/, undefined, T), option);
    fireEvent.click(again.getByRole('button', { name: '下一步' }));
    fireEvent.click(await again.findByRole('button', { name: '确认催办' }));
    expect((await again.findByRole('alert', undefined, T)).textContent).toBe('该申报今日已催办，请勿重复催办');
  });

  it('consultations list with reply state and open as details and as a conversation', async () => {
    await loginAs(api(), 'enterprise', 'u-ent-1');
    const app = await renderApp('/enterprise/myConsult');
    await heading('我的咨询');
    const table = within(await screen.findByRole('table', undefined, T));
    expect((await table.findAllByText('已答复', undefined, T))[0]).toBeTruthy();
    expect(table.getAllByText('待答复')[0]).toBeTruthy();
    fireEvent.click(table.getAllByRole('link', { name: '查看详情' })[1]!);
    await heading('咨询详情');
    expect(await screen.findByText('主管部门答复', undefined, T)).toBeTruthy();
    expect((await screen.findAllByText(/您好，已收到您的咨询/, undefined, T))[0]).toBeTruthy();

    await app.go('/enterprise/myConsult');
    const list = within(await screen.findByRole('table', undefined, T));
    fireEvent.click((await list.findAllByRole('link', { name: '查看对话' }, T))[0]!);
    await heading('咨询对话');
    expect(await screen.findByText('主管部门尚未答复，请耐心等待。', undefined, T)).toBeTruthy();

    await app.go('/enterprise/listConsultDetail?id=' + 'x'.repeat(65));
    expect(await screen.findByText(/未找到对应的记录/, undefined, T)).toBeTruthy();
    await app.go('/enterprise/consultDetail?id=cs-unknown');
    await waitFor(() => expect(app.address()).toBe('/enterprise/consultDetail?id=cs-unknown'), T);
    expect(await screen.findByText(/未找到对应的记录/, undefined, T)).toBeTruthy();
  });

  it('messages show read and unread; enjoyed policies show totals', async () => {
    await loginAs(api(), 'enterprise', 'u-ent-1');
    const app = await renderApp('/enterprise/myMessage');
    await heading('我的消息');
    expect(await screen.findByText('本页有 4 条未读消息', undefined, T)).toBeTruthy();
    expect(screen.getAllByText('未读')).toHaveLength(4);
    expect(screen.getAllByText('已读')).toHaveLength(6);

    await app.go('/enterprise/myEnjoyPolicy');
    await heading('我享受的政策');
    await waitFor(() => expect(screen.getByTestId('enjoy-count').textContent).toBe('13'), T);
    expect(screen.getByTestId('enjoy-page-sum').textContent).toMatch(/^\d+\.\d{2}$/);
  });
});
