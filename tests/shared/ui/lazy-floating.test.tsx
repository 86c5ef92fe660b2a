// @vitest-environment jsdom
// Menus and popovers of the first screens: the target is there at once, the floating code arrives later,
// and what the visitor did meanwhile (a click, the focus) is not lost (src/shared/ui/lazy-floating.tsx).
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../support/render';
import { OneItemMenu } from '../../support/one-item-menu';

describe('lazy floating components', () => {
  it('shows the target before the code, and a click made meanwhile opens the menu once it is there', async () => {
    renderWithProviders(<OneItemMenu target="账户" item="个人中心" />);
    const target = screen.getByRole('button', { name: '账户' });
    // as it looks, without Mantine's menu (its code is not there yet)
    expect(target.getAttribute('aria-haspopup')).toBeNull();
    expect(screen.queryByRole('menuitem')).toBeNull();
    fireEvent.click(target);
    expect(await screen.findByRole('menuitem', { name: '个人中心' })).toBeTruthy();
  });
});
