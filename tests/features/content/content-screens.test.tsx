// @vitest-environment jsdom
// Content screens (news, publicity, guide, information) and the jumps to other systems in jsdom against the
// demo API: what each shows, its fallbacks and refusals, who is asked to log in.
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loginAs } from '../../server/client-helpers';
import { renderApp, screen } from '../../support/render-app';
import { button, desktopPortalForFile, recordCalls, WAIT } from '../../support/policy-app';

const { api, injectFault, clearFaults } = desktopPortalForFile();

const h1s = () => [...document.querySelectorAll('h1')];
const newsTitles = () => [...document.querySelectorAll<HTMLAnchorElement>('main li a[href*="newsDetail"]')];
const mainText = () => document.querySelector('main')?.textContent ?? '';
const waitForH1 = (text: string) =>
  waitFor(() => expect(h1s().map((h) => h.textContent?.trim())).toContain(text), WAIT);
const link = (name: string) =>
  [...document.querySelectorAll<HTMLAnchorElement>('a')].find((a) => a.textContent?.trim() === name);

describe('content screens', { timeout: 60_000 }, () => {
  for (const [path, h1] of [
    ['/newsList', '新闻资讯'],
    ['/newsDetail?id=n-001', null],
    ['/prizePublicity', '申报公示'],
    ['/declarationGuide', '申报指南'],
  ] as const) {
    it(`${path} has exactly one main heading once loaded`, async () => {
      await renderApp(path);
      await waitFor(() => {
        expect(h1s()).toHaveLength(1);
        if (h1) expect(h1s()[0]!.textContent?.trim()).toBe(h1);
        expect(document.querySelectorAll('[aria-busy="true"]')).toHaveLength(0);
      }, WAIT);
    });
  }

  it('news search narrows the list and a bad page param falls back to page 1', async () => {
    const app = await renderApp('/newsList?page=abc&pageSize=999');
    await waitFor(() => expect(newsTitles()).toHaveLength(10), WAIT);
    const box = screen.getByPlaceholderText(/./, { exact: false }) as HTMLInputElement;
    const search = document.querySelector<HTMLInputElement>('input[aria-label="搜索资讯"]') ?? box;
    fireEvent.change(search, { target: { value: '高龄津贴' } });
    fireEvent.click(button('搜索'));
    await waitFor(() => expect(app.address()).toMatch(/keyword=/), WAIT);
    await waitFor(() => expect(newsTitles()[0]?.textContent).toContain('高龄津贴'), WAIT);
    for (const title of newsTitles()) expect(title.textContent).toContain('高龄津贴');
  });

  it('an unknown news id gets a friendly panel', async () => {
    await renderApp('/newsDetail?id=n-999');
    await waitFor(() => expect(mainText()).toContain('资讯不存在或已删除'), WAIT);
    expect(link('返回资讯列表')).toBeDefined();
  });

  it('a failing news list shows an error state whose retry recovers', async () => {
    await injectFault({ path: '/api/open/gj/v1/news/page/*', code: 500, msg: '服务繁忙' });
    await renderApp('/newsList');
    await waitFor(
      () =>
        expect(
          [...document.querySelectorAll('main [role="alert"]')].some((a) => a.textContent?.includes('服务繁忙')),
        ).toBe(true),
      WAIT,
    );
    await waitForH1('新闻资讯');
    await clearFaults();
    fireEvent.click(button('重试'));
    await waitFor(() => expect(newsTitles()).toHaveLength(10), WAIT);
  });

  it('the information pages show their topic, and an unknown topic shows 关于本站', async () => {
    const app = await renderApp('/informationDetail?topic=accessibility');
    for (const [topic, h1, text] of [
      ['accessibility', '无障碍声明', 'WCAG'],
      ['privacy', '隐私声明', '退出登录时'],
      ['sitemap', '网站地图', '兑现公告'],
      ['about', '关于本站', '平台简介'],
    ] as const) {
      await app.go(`/informationDetail?topic=${topic}`);
      await waitForH1(h1);
      await waitFor(() => expect(mainText()).toContain(text), WAIT);
    }
    await app.go('/informationDetail?topic=nonsense');
    await waitForH1('关于本站');
  });

  it('visitors are asked to log in on application and region screens', async () => {
    const app = await renderApp('/applyPolicy?id=p-0001');
    await waitForH1('政策申报');
    await waitFor(() => expect(document.querySelector('main h2')?.textContent).toContain('企业研发费用补助'), WAIT);
    await waitFor(() => expect(button('企业登录', document.querySelector('main')!)).toBeDefined(), WAIT);

    await app.go('/applyDetail?id=ap-1');
    await waitFor(() => expect(mainText()).toContain('申报记录仅本人可见，请登录后查看。'), WAIT);
    expect(button('个人登录', document.querySelector('main')!)).toBeDefined();

    await app.go('/infoCompletion');
    await waitForH1('完善企业信息');
    await waitFor(() => expect(button('企业登录', document.querySelector('main')!)).toBeDefined(), WAIT);
  });
});

// the transit page stands alone, outside the portal's layout and its <main>
const pageText = () => document.body.textContent ?? '';

describe('jumps to other systems', { timeout: 60_000 }, () => {
  it('a person opening an enterprise system is told to switch accounts', async () => {
    await loginAs(api(), 'person');
    await renderApp('/platformTtransit?systemCode=listingConsult');
    await waitFor(() => expect(pageText()).toContain('此功能需要使用企业账号登录'), WAIT);
    expect(button('切换账号')).toBeDefined();
  });

  it('the calculator refuses an enterprise whose information is incomplete', async () => {
    await loginAs(api(), 'enterprise', 'u-ent-3');
    await renderApp('/platformTtransit?systemCode=calculator');
    await waitFor(() => expect(pageText()).toContain('请先完善企业信息'), WAIT);
    expect(link('去完善企业信息')?.getAttribute('href')).toMatch(/infoCompletion/);
  });

  it('an unknown system code is explained, not followed: no window, no call, a way home', async () => {
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    const calls = recordCalls(/./);
    const app = await renderApp('/platformTtransit?systemCode=https://evil.example');
    const alert = await waitFor(() => {
      const found = [...document.querySelectorAll('[role="alert"]')].find((a) =>
        a.textContent?.includes('未找到要访问的系统，请从导航重新进入'),
      );
      expect(found).toBeDefined();
      return found!;
    }, WAIT);
    expect(opened).not.toHaveBeenCalled();
    expect(calls.calls.filter((c) => c.url.hostname.includes('evil'))).toEqual([]);
    expect(app.address()).toMatch(/^\/platformTtransit/);
    const home = [...alert.querySelectorAll('a')].find((a) => a.textContent?.trim() === '返回首页');
    expect(home).toBeDefined();
    fireEvent.click(home!);
    await waitFor(() => expect(app.address()).toMatch(/^\/indexHome/), WAIT);
  });
});
