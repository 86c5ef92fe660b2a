// @vitest-environment jsdom
// Who may not apply, in the whole portal (jsdom, demo API over HTTP): an applicant of another county sees the
// failed condition on the detail and the form, 免申即享 is refused with its reason, and the eligibility's
// questionnaire words stay Chinese in the English interface.
import { beforeEach, describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { demoReset, loginAs, setupClientApi } from '../../server/client-helpers';
import { renderApp, screen } from '../../support/render-app';

const { api } = setupClientApi();
const T = { timeout: 20_000 };

beforeEach(() => demoReset(api()));

describe('refused applications', { timeout: 90_000 }, () => {
  it('an applicant of another county sees the failed condition and no 申报', async () => {
    await loginAs(api(), 'person');
    const app = await renderApp('/policyDetail?id=p-0230&isApply=true&applySubject=2');
    const block = (await screen.findAllByTestId('eligibility', undefined, T))[0]!;
    await waitFor(
      () =>
        expect(block.querySelector('[data-status="notMet"]')?.textContent).toContain(
          '本政策仅限安溪县申报，您的所在区域为丰泽区',
        ),
      T,
    );
    expect(block.textContent).toContain('您暂不符合本政策的申报条件');
    expect(screen.queryAllByTestId('apply-button')).toHaveLength(0);
    await app.go('/applyPolicy?id=p-0230');
    await waitFor(() => expect(screen.getByTestId('eligibility').textContent).toContain('不符合'), T);
    expect(screen.queryAllByTestId('submit-application')).toHaveLength(0);
  });

  it('免申即享 of another county’s policy shows the failed condition and offers no 确认领取', async () => {
    await loginAs(api(), 'person');
    const app = await renderApp('/freeTrial?id=p-0208&msId=fa-0208&isApply=false&ms=true');
    const check = await screen.findByTestId('eligibility', undefined, T);
    await waitFor(
      () =>
        expect(check.querySelector('[data-status="notMet"]')?.textContent).toContain(
          '本政策仅限惠安县申报，您的所在区域为丰泽区',
        ),
      T,
    );
    expect(within(check).getByRole('alert')).toBeTruthy();
    expect(screen.queryAllByTestId('receive-button')).toHaveLength(0);
    await app.go('/enterprise/myEnjoyPolicy');
    await waitFor(() => expect(screen.getByTestId('enjoy-count').textContent).toBe('13'), T);
    expect(screen.queryAllByText(/惠安县困难残疾人生活补贴/)).toHaveLength(0);
  });

  it('the questionnaire’s own words stay Chinese, marked so, in the English interface', async () => {
    localStorage.setItem('portal.lang', 'en');
    await loginAs(api(), 'person');
    await renderApp('/policyDetail?id=p-0230');
    const block = await screen.findByTestId('eligibility', undefined, T);
    const word = await waitFor(() => {
      const span = block.querySelector('[data-status="unknown"] span[lang="zh-CN"]');
      expect(span).not.toBeNull();
      return span!;
    }, T);
    expect(word.textContent).toBe('自主创业');
  });
});
