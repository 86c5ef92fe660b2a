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

describe('useReturnFocus', () => {
  it('gives the focus back to the opener once the dialog has closed and the focus is lost', async () => {
    vi.useFakeTimers();
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => root.render(<Dialog opened />));
    opener.blur();
    await act(async () => root.render(<Dialog opened={false} />));
    vi.advanceTimersByTime(0);
    expect(document.activeElement).toBe(opener);
    root.unmount();
    opener.remove();
    host.remove();
  });

  it('does nothing and throws nothing when its timers fire after the page’s globals are gone', async () => {
    vi.useFakeTimers();
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => root.render(<Dialog opened />));
    await act(async () => root.render(<Dialog opened={false} />));
    // a test file's DOM torn down before the 400 ms timer (a CI run's unhandled "document is not defined")
    vi.stubGlobal('document', undefined);
    expect(() => vi.advanceTimersByTime(500)).not.toThrow();
    vi.unstubAllGlobals();
    root.unmount();
  });
});
