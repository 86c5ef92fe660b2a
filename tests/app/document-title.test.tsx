// @vitest-environment jsdom
// Each screen names itself in the document title, in the current language (a policy's detail by the policy's
// name), and a move to another screen is read out by the route announcer.
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupClientApi } from '../server/client-helpers';
import { renderApp, screen } from '../support/render-app';
import { setLanguage } from '../../src/shared/i18n/language';

setupClientApi();

const SITE = '泉州市惠企惠民政策直达平台';

describe('the document title', () => {
  it('names the list, then the policy a detail shows, and announces the move', async () => {
    const app = await renderApp('/policyList');
    await screen.findByRole('heading', { level: 1, name: '政策查询' }, { timeout: 10_000 });
    await waitFor(() => expect(document.title).toBe(`政策查询 - ${SITE}`));
    // the first screen is read by the browser itself
    expect(screen.getByTestId('route-announcer').textContent).toBe('');

    await app.go('/policyDetail?id=p-0001');
    const heading = await screen.findByRole('heading', { level: 1, name: /./ }, { timeout: 10_000 });
    const name = heading.textContent ?? '';
    expect(name).not.toBe('');
    await waitFor(() => expect(document.title).toBe(`${name} - ${SITE}`));
    await waitFor(() => expect(screen.getByTestId('route-announcer').textContent).toBe(`${name} - ${SITE}`));
  });

  it('names a content screen by its heading and follows the language', async () => {
    await renderApp('/newsList');
    await waitFor(() => expect(document.title).toBe(`新闻资讯 - ${SITE}`), { timeout: 10_000 });
    await act(async () => {
      await setLanguage('en');
    });
    await waitFor(() => expect(document.title).toBe('News - Quanzhou Policy Direct Payment Portal'));
    await act(async () => {
      await setLanguage('zh-CN');
    });
  });

  it('names home by its manifest label', async () => {
    await renderApp('/indexHome');
    await waitFor(() => expect(document.title).toBe(`首页 - ${SITE}`), { timeout: 10_000 });
  });
});
