// @vitest-environment jsdom
// What the address shows: a county code as plain digits, no kind=null from the login callback.
import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { setupClientApi } from '../server/client-helpers';
import { renderApp, screen } from '../support/render-app';

setupClientApi();
const WAIT = { timeout: 10_000 };

describe('addresses', { timeout: 60_000 }, () => {
  it('writes a county code as its digits, not JSON-quoted', async () => {
    const app = await renderApp('/policyList?countyCode=350582');
    await screen.findByRole('heading', { level: 1, name: '政策查询' }, WAIT);
    await app.go('/indexHome?countyCode=350582');
    await waitFor(() => expect(app.address()).toMatch(/^\/indexHome/), WAIT);
    await app.services.router.navigate({ to: '/policyList', search: { countyCode: '350583' } as never });
    await waitFor(() => expect(app.address()).toContain('countyCode=350583'), WAIT);
    expect(app.address()).not.toContain('%22');
  });

  it('reads an old JSON-quoted county code as the code', async () => {
    const app = await renderApp('/policyList?countyCode=%22350582%22');
    await screen.findByRole('heading', { level: 1, name: '政策查询' }, WAIT);
    expect(app.address()).toContain('countyCode=350582');
    expect(app.address()).not.toContain('%22');
  });

  it('does not write kind=null into the login callback’s address', async () => {
    const app = await renderApp('/checkLogin?code=00');
    await waitFor(() => expect(app.address()).toMatch(/^\/(checkLogin|indexHome)/), WAIT);
    expect(app.address()).not.toContain('kind=null');
  });
});
