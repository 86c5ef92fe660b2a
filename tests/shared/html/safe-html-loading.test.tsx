// @vitest-environment jsdom
// DOMPurify sets itself up as its module runs: the sanitiser is imported when the page is idle or when a screen
// first shows server HTML, not as soon as the code that shows such HTML arrives (the first screen's task).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithProviders } from '../../support/render';

const sanitizer = vi.hoisted(() => ({ evaluated: 0 }));
vi.mock('../../../src/shared/html/sanitize', () => {
  sanitizer.evaluated += 1;
  return { sanitizeHtml: (html: string) => html.replace(/<script.*?<\/script>/g, '') };
});

let idle: IdleRequestCallback[] = [];
beforeEach(() => {
  vi.resetModules();
  sanitizer.evaluated = 0;
  idle = [];
  vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback) => idle.push(cb));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the sanitiser’s set-up', () => {
  it('is not imported with the code that shows server HTML, but in the next idle moment', async () => {
    await import('../../../src/shared/html/safe-html');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sanitizer.evaluated).toBe(0);
    expect(idle).toHaveLength(1);
    idle[0]!({ didTimeout: false, timeRemaining: () => 50 });
    await vi.waitFor(() => expect(sanitizer.evaluated).toBe(1));
  });

  it('is imported right after the commit that first shows server HTML, without waiting for idle', async () => {
    const { SafeHtml } = await import('../../../src/shared/html/safe-html');
    renderWithProviders(<SafeHtml html="<p>第一条</p><script>x()</script>" testId="body" />);
    expect(await screen.findByText('第一条')).toBeTruthy();
    expect(screen.getByTestId('body').innerHTML).toBe('<p>第一条</p>');
    // no idle moment came: the commit that showed the skeleton asked for it
    expect(idle.length).toBeGreaterThan(0);
  });
});
