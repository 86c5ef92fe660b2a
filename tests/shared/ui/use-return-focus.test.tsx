// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { useReturnFocus } from '../../../src/shared/ui/use-return-focus';

function Dialog({ opened }: { opened: boolean }) {
  useReturnFocus(opened);
  return null;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A focused opener, and a dialog using the hook rendered open; `close` renders it closed. */
async function openDialog() {
  const opener = document.createElement('button');
  document.body.append(opener);
  opener.focus();
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => root.render(<Dialog opened />));
  return {
    opener,
    close: () => act(async () => root.render(<Dialog opened={false} />)),
    remove: () => {
      root.unmount();
      opener.remove();
      host.remove();
    },
  };
}

describe('useReturnFocus', () => {
  it('gives the focus back to the opener once the dialog has closed and the focus is lost', async () => {
    vi.useFakeTimers();
    const { opener, close, remove } = await openDialog();
    opener.blur();
    await close();
    vi.advanceTimersByTime(0);
    expect(document.activeElement).toBe(opener);
    remove();
  });

  it('does nothing and throws nothing when its timers fire after the page’s globals are gone', async () => {
    vi.useFakeTimers();
    const { close, remove } = await openDialog();
    await close();
    // a test file's DOM torn down before the 400 ms timer (a CI run's unhandled "document is not defined")
    vi.stubGlobal('document', undefined);
    expect(() => vi.advanceTimersByTime(500)).not.toThrow();
    vi.unstubAllGlobals();
    remove();
  });
});
