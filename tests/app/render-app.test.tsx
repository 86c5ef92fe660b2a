// @vitest-environment jsdom
// The harness itself (tests/support/render-app.tsx): the real app, its loaders and the demo API over HTTP.
import { describe, expect, it } from 'vitest';
import { setupClientApi } from '../server/client-helpers';
import { waitFor } from '@testing-library/react';
import { renderApp, screen } from '../support/render-app';

setupClientApi();

describe('the whole portal in jsdom', () => {
  it('opens the policy list with the demo API’s first page of ten cards, each linking to its detail', async () => {
    const app = await renderApp('/policyList');
    await screen.findByRole('heading', { level: 1, name: '政策查询' }, { timeout: 10_000 });
    // the cards below the first viewport come right after the first paint (src/shared/ui/first-viewport.tsx)
    await waitFor(() => expect(document.querySelectorAll('article[data-policy-id]')).toHaveLength(10), {
      timeout: 5000,
    });
    const cards = document.querySelectorAll('article[data-policy-id]');
    expect(cards[0]!.querySelector('a[href*="policyDetail?id=p-"]')).not.toBeNull();
    expect(app.address()).toMatch(/^\/policyList/);
  });

  it('starts each test from an empty device and follows an in-app move', async () => {
    expect(localStorage.length).toBe(0);
    const app = await renderApp('/policyList');
    await screen.findByRole('heading', { level: 1, name: '政策查询' }, { timeout: 10_000 });
    await app.go('/policyDetail?id=p-0001');
    const title = await screen.findByRole('heading', { level: 1, name: /./ }, { timeout: 10_000 });
    expect(title.textContent).not.toBe('政策查询');
    // the detail completes its search params in the address
    expect(app.address()).toBe('/policyDetail?id=p-0001&isApply=false');
  });
});
