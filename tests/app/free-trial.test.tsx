// @vitest-environment jsdom
// The 免申即享 page: its state belongs to the policy shown, the conditions come before 确认领取, a received
// policy says so with its date.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { paths } from '../../src/shared/api/paths';
import { loginAs, setupClientApi } from '../server/client-helpers';
import { renderApp, screen } from '../support/render-app';

const { api } = setupClientApi();
const WAIT = { timeout: 10_000 };
const JINJIANG_ONLY = '/freeTrial?id=p-0164&msId=fa-0164&isApply=false&ms=true';
const OWN_COUNTY = '/freeTrial?id=p-0014&msId=fa-0014&isApply=false&ms=true';

async function confirmReceive() {
  fireEvent.click(await screen.findByTestId('receive-button', {}, WAIT));
  const dialog = await screen.findByRole('dialog', {}, WAIT);
  fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
}

describe('免申即享', { timeout: 60_000 }, () => {
  it('shows the account’s conditions before 确认领取, and no 确认领取 when a hard one fails', async () => {
    await fetch(`${api().base}/__demo/reset`, { method: 'POST' });
    await loginAs(api(), 'person');
    await renderApp(JINJIANG_ONLY);
    const check = await screen.findByTestId('eligibility', {}, WAIT);
    expect(check.querySelector('[data-status="notMet"]')).not.toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('不符合');
    expect(screen.queryByTestId('receive-button')).toBeNull();
  });

  it('keeps one policy’s refusal off another policy’s page', async () => {
    await fetch(`${api().base}/__demo/reset`, { method: 'POST' });
    await api().post('/__demo/faults', {
      path: paths.freeReceive('fa-0054'),
      code: 400,
      msg: '不符合领取条件：演示',
      times: 1,
    });
    await loginAs(api(), 'person');
    const app = await renderApp(OWN_COUNTY);
    expect((await screen.findByTestId('receive-button', {}, WAIT)).textContent).toBe('确认领取');
    await app.go('/freeTrial?id=p-0054&msId=fa-0054&isApply=false&ms=true');
    await waitFor(() => expect(app.address()).toMatch(/id=p-0054/), WAIT);
    await confirmReceive();
    await screen.findByText('领取未成功', {}, WAIT);
    // the browser's Back: p-0014 comes from the cache, its own panel with it
    await act(async () => {
      window.history.back();
    });
    await waitFor(() => expect(app.address()).toMatch(/id=p-0014/), WAIT);
    await waitFor(() => expect(screen.getByTestId('receive-button').textContent).toBe('确认领取'), WAIT);
    expect(screen.queryByText('领取未成功')).toBeNull();
  });

  it('shows 已领取 with the first receive’s date on a later visit, not 确认领取', async () => {
    await fetch(`${api().base}/__demo/reset`, { method: 'POST' });
    await loginAs(api(), 'person');
    const app = await renderApp(OWN_COUNTY);
    await confirmReceive();
    const done = (await screen.findByText('领取成功', {}, WAIT)).closest('[role="status"]')!;
    const time = /\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/.exec(done.textContent ?? '')?.[0];
    expect(time).toBeDefined();
    await app.go('/policyList');
    await app.go(OWN_COUNTY);
    const received = await screen.findByTestId('received', {}, WAIT);
    expect(received.textContent).toContain('已领取');
    expect(received.textContent).toContain(time);
    expect(screen.queryByTestId('receive-button')).toBeNull();
  });
});
