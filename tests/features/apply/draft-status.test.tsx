// @vitest-environment jsdom
// Honest saving: the form says 已暂存 only where the latest change was kept; when the device refused it, what
// is kept (the account's copy, and when) and what is not (changes since, files only this page holds).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithProviders } from '../../support/render';
import { DraftStatus } from '../../../src/features/apply/components/draft-status';

afterEach(cleanup);

const T0 = new Date(2026, 10, 27, 9, 0, 0).getTime();
const T1 = T0 + 60_000;

describe('DraftStatus', () => {
  it('says 已暂存 where it was kept when the device keeps the change', () => {
    renderWithProviders(
      <DraftStatus
        restored={null}
        saved={{ where: 'device', at: T1 }}
        device={{ kept: 'device', at: T1 }}
        changedAt={T1}
        onServerAt={T0}
        online={false}
        waitingFiles={1}
      />,
    );
    expect(screen.getByTestId('draft-saved').textContent).toMatch('已暂存在本设备');
    expect(screen.queryByTestId('draft-not-kept')).toBeNull();
  });

  it('offline with the device full: no 已暂存 for what is kept nowhere, and what to do', () => {
    renderWithProviders(
      <DraftStatus
        restored={null}
        // the last save that worked was to the account, before the connection was lost
        saved={{ where: 'server', at: T0 }}
        device={{ kept: 'full', at: T1 }}
        changedAt={T1}
        onServerAt={T0}
        online={false}
        waitingFiles={2}
      />,
    );
    expect(screen.queryByTestId('draft-saved')).toBeNull();
    expect(screen.queryByText(/已暂存到您的账号/)).toBeNull();
    const status = screen.getByTestId('draft-not-kept');
    expect(status.textContent).toMatch('本设备未能保存草稿');
    expect(status.textContent).toMatch('本设备的存储空间已满，最近的修改没有保存在本设备上。');
    expect(status.textContent).toMatch(/您的账号中暂存的是 .* 的内容，之后的修改尚未保存。/);
    expect(status.textContent).toMatch('请不要关闭或刷新此页面');
    expect(status.textContent).toMatch('2 个待联网后上传的文件只在此页面中');
  });

  it('online with the device refusing: the account holds the latest change, the device nothing', () => {
    renderWithProviders(
      <DraftStatus
        restored={null}
        saved={{ where: 'server', at: T1 }}
        device={{ kept: 'refused', at: T1 }}
        changedAt={T1}
        onServerAt={T1}
        online
        waitingFiles={0}
      />,
    );
    const status = screen.getByTestId('draft-not-kept');
    expect(status.textContent).toMatch('此浏览器不允许本网站在本设备保存数据');
    expect(status.textContent).toMatch('已填写的内容和已上传的文件已暂存到您的账号');
    expect(status.textContent).not.toMatch('请不要关闭或刷新此页面');
  });

  it('kept only in this page (the in-memory stand-in), with nothing on the account yet', () => {
    renderWithProviders(
      <DraftStatus
        restored={null}
        saved={null}
        device={{ kept: 'memory', at: T1 }}
        changedAt={T1}
        onServerAt={null}
        online={false}
        waitingFiles={0}
      />,
    );
    const status = screen.getByTestId('draft-not-kept');
    expect(status.textContent).toMatch('草稿只保留在此页面中');
    expect(status.textContent).toMatch('填写的内容尚未暂存到您的账号。');
    expect(screen.queryByText(/已暂存在本设备/)).toBeNull();
  });
});
