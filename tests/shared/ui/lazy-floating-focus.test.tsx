// @vitest-environment jsdom
// A menu target that has the focus when the floating code arrives keeps it (src/shared/ui/lazy-floating.tsx);
// a file of its own: the code must not be loaded yet when the test starts.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../support/render';
import { Tooltip } from '../../../src/shared/ui/lazy-floating';

describe('lazy floating components', () => {
  it('gives the focus back to the target when the code replaces it', async () => {
    renderWithProviders(
      <Tooltip label="安装到桌面">
        <input aria-label="搜索" defaultValue="人才" />
      </Tooltip>,
    );
    const still = screen.getByRole('textbox', { name: '搜索' });
    still.focus();
    // the focus asked for the code; Mantine's tooltip then wraps a new input, which has the focus and the caret
    await waitFor(() => expect(screen.getByRole('textbox', { name: '搜索' })).not.toBe(still));
    const input = screen.getByRole('textbox', { name: '搜索' }) as HTMLInputElement;
    expect(document.activeElement).toBe(input);
    expect(input.selectionStart).toBe(2);
  });
});
