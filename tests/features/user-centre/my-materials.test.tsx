// @vitest-environment jsdom
// 我的材料 in the whole portal (jsdom, demo API over HTTP): the list with source and validity, the expired flag in
// the locker and on the centre's other screens, the quota; and the application form's picker: the slot's kind
// first, an expired document shown as expired and not selectable, a choice handed back.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, within } from '@testing-library/react';
import { demoReset, loginAs, nodeUploadFile, setupClientApi } from '../../server/client-helpers';
import { renderApp, screen } from '../../support/render-app';
import { renderWithProviders } from '../../support/render';
import { addDocument, fetchLicences } from '../../../src/shared/locker/locker-api';
import LockerPicker from '../../../src/features/apply/components/locker-picker';
import { PNG } from '../../server/apply-helpers';

const { api } = setupClientApi();
const T = { timeout: 20_000 };

beforeEach(() => demoReset(api()));
afterEach(() => vi.unstubAllGlobals());

/** the enterprise's licence from 电子证照库 and an expired 纳税证明, made through the portal's own calls */
async function lockerWithTwo() {
  await loginAs(api(), 'enterprise', 'u-ent-1');
  await fetchLicences();
  await addDocument({
    kind: 'taxProof',
    name: '2023年度纳税证明',
    validUntil: '2024-06-30',
    file: await nodeUploadFile(new Uint8Array(PNG), 'tax.png', 'image/png'),
  });
  vi.unstubAllGlobals();
}

describe('我的材料', { timeout: 90_000 }, () => {
  it('lists the documents with their source and validity, flags the expired one, and shows the quota', async () => {
    await lockerWithTwo();
    await renderApp('/enterprise/myMaterials');
    await screen.findByRole('heading', { level: 1, name: '我的材料' }, T);
    const table = within(await screen.findByRole('table', undefined, T));
    const licence = table.getByText('营业执照（泉州海丝智造科技有限公司）').closest('tr')!;
    expect(within(licence).getByText('来自电子证照库')).toBeTruthy();
    expect(within(licence).getByText('2046-05-17')).toBeTruthy();
    const tax = table.getByText('2023年度纳税证明').closest('tr')!;
    expect(within(tax).getByText('本人上传')).toBeTruthy();
    expect(within(tax).getByText('已过期')).toBeTruthy();
    expect(screen.getByTestId('locker-flagged').textContent).toContain('1 份材料已过期或即将到期');
    expect(screen.getByTestId('locker-quota').textContent).toMatch(/已用 \d+ KB，共 200\.0 MB/);
  });

  it('flags the expired document on the centre’s other screens', async () => {
    await lockerWithTwo();
    await renderApp('/enterprise/myApply');
    await screen.findByRole('heading', { level: 1, name: '我的申报' }, T);
    const flag = await screen.findByTestId('centre-locker-flag', undefined, T);
    expect(flag.textContent).toContain('2023年度纳税证明');
  });

  it('the picker puts the slot’s kind first, refuses the expired one and hands back a choice', async () => {
    await lockerWithTwo();
    const onChoose = vi.fn();
    renderWithProviders(
      <LockerPicker material="营业执照副本复印件" chosen={[]} onChoose={onChoose} onClose={() => undefined} />,
      { route: { path: '/applyPolicy', paths: ['/enterprise/myMaterials'] } },
    );
    const dialog = within(await screen.findByRole('dialog', { name: '从我的材料选择' }, T));
    const suggested = within(await dialog.findByRole('region', { name: '推荐：营业执照' }, T));
    expect(suggested.getByText('营业执照（泉州海丝智造科技有限公司）')).toBeTruthy();
    const others = within(dialog.getByRole('region', { name: '其他材料' }));
    const expired = others.getByRole('button', { name: '2023年度纳税证明：已过期' }) as HTMLButtonElement;
    expect(expired.disabled).toBe(true);
    fireEvent.click(suggested.getByRole('button', { name: '选用“营业执照（泉州海丝智造科技有限公司）”' }));
    expect(onChoose).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'businessLicence', source: 'licence', validUntil: '2046-05-17' }),
    );
  });
});
