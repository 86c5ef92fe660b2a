// @vitest-environment jsdom
// The one dialog wrapper (src/shared/ui/form-dialog.tsx): a dialog mounted already open — the lazy ones,
// `{open && <XDialog opened />}` — closes on Escape and gives the focus back to what opened it.
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button } from '@mantine/core';
import { renderWithProviders } from '../../support/render';
import { FormDialog } from '../../../src/shared/ui/form-dialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>变更银行账户</Button>
      {open && (
        <FormDialog
          opened
          onClose={() => setOpen(false)}
          title="变更对公银行账户"
          footerAside={<a href="#/x">查看政策</a>}
          footer={<Button onClick={() => setOpen(false)}>关闭</Button>}
        >
          <input aria-label="开户银行" data-autofocus />
        </FormDialog>
      )}
    </>
  );
}

describe('FormDialog', () => {
  it('names itself, shows its footer and returns the focus to its opener after Escape', async () => {
    renderWithProviders(<Opener />);
    const opener = screen.getByRole('button', { name: '变更银行账户' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: '变更对公银行账户' });
    expect(dialog.contains(screen.getByRole('link', { name: '查看政策' }))).toBe(true);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '开户银行' })),
    );
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
