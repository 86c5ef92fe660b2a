// @vitest-environment jsdom
// DOMPurify sets itself up as its module runs: the sanitiser is imported when the page is idle or when a screen
// first shows server HTML, not as soon as the code that shows such HTML arrives (the first screen's task).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { holdIdleCallbacks } from '../../support/idle-callbacks';
import { renderWithProviders } from '../../support/render';

const sanitizer = vi.hoisted(() => ({ evaluated: 0 }));
vi.mock('../../../src/shared/html/sanitize', () => {
  sanitizer.evaluated += 1;
  return { sanitizeHtml: (html: string) => html.replace(/<script.*?<\/script>/g, '') };
});

const idle = holdIdleCallbacks();
beforeEach(() => {
  vi.resetModules();
  sanitizer.evaluated = 0;
});

describe('the sanitiser’s set-up', () => {
  it('is not imported with the code that shows server HTML, but in the next idle moment', async () => {
    await import('../../../src/shared/html/safe-html');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sanitizer.evaluated).toBe(0);
    expect(idle.waiting).toHaveLength(1);
    idle.waiting[0]!({ didTimeout: false, timeRemaining: () => 50 });
    await vi.waitFor(() => expect(sanitizer.evaluated).toBe(1));
  });

  it('is imported right after the commit that first shows server HTML, without waiting for idle', async () => {
    const { SafeHtml } = await import('../../../src/shared/html/safe-html');
    renderWithProviders(<SafeHtml html="<p>第一条</p><script>x()</script>" testId="body" />);
    expect(await screen.findByText('第一条')).toBeTruthy();
    expect(screen.getByTestId('body').innerHTML).toBe('<p>第一条</p>');
    // no idle moment came: the commit that showed the skeleton asked for it
    expect(idle.waiting.length).toBeGreaterThan(0);
  });
});
