// @vitest-environment jsdom
// A press on a menu's target while the floating code is on its way: the code arrives before the release, the
// target becomes a new element, and the browser sends no click (press and release were on different elements).
// The press alone must open the menu (src/shared/ui/lazy-floating.tsx). Its own file: the code must not be there yet.
import { expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../support/render';
import { loadFloating } from '../../../src/shared/ui/lazy-floating';
import { OneItemMenu } from '../../support/one-item-menu';

it('a press made before the code arrives opens the menu even when no click follows', async () => {
  renderWithProviders(<OneItemMenu target="登录" item="个人登录" />);
  const still = screen.getByRole('button', { name: '登录' });
  expect(still.getAttribute('aria-haspopup')).toBeNull();
  fireEvent.pointerDown(still, { button: 0 });
  await act(() => loadFloating());
  // the target is Mantine's now, a new element: the old one never gets its click
  const real = screen.getByRole('button', { name: '登录' });
  expect(real).not.toBe(still);
  expect(real.getAttribute('aria-expanded')).toBe('true');
  expect(screen.getByRole('menu', { hidden: true }).textContent).toContain('个人登录');
});

it('a press with another button (a context menu) does not open it', async () => {
  // the code is there from the test above; a fresh still target is not, so this checks the real menu stays closed
  renderWithProviders(<OneItemMenu target="更多" item="帮助" />);
  const target = screen.getByRole('button', { name: '更多' });
  fireEvent.pointerDown(target, { button: 2 });
  expect(target.getAttribute('aria-expanded')).not.toBe('true');
});
