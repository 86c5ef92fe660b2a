// @vitest-environment jsdom
// The first screen's address is written in full (each screen's search with its defaults) before React
// renders (src/app/app.tsx, writeAddressInFull): the router's provider then has nothing to rewrite in the
// first commit, where doing so made React render the whole screen again in the same long task. The notes
// about values a link wrote that the screen replaced still read what the link wrote.
import { describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { setupClientApi } from '../server/client-helpers';
import { App, prepareApp } from '../../src/app/app';
import { prepareLanguage } from '../../src/shared/i18n/language';
import { openAddress, screen } from '../support/render-app';

setupClientApi();

describe('the address before the first render', () => {
  it('is the list’s full address, and the first render does not move it again', async () => {
    openAddress('/policyList');
    const services = await prepareApp(prepareLanguage(), 5000);
    expect(services.router.history.location.href).toBe(
      '/policyList?keyword=&orderModel=1&audience=1&page=1&pageSize=10',
    );
    const replace = vi.spyOn(services.router.history, 'replace');
    const push = vi.spyOn(services.router.history, 'push');
    await act(async () => {
      render(<App {...services} />);
    });
    await screen.findByRole('heading', { level: 1, name: '政策查询' }, { timeout: 10_000 });
    expect(replace).not.toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
  });
});
