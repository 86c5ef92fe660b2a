// requestIdleCallback held by the test: what waits for an idle moment stays in `idle.waiting` until the test
// runs it, so a test can say what happens before the page is ever idle and what happens once it is.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

export function holdIdleCallbacks(): { waiting: IdleRequestCallback[] } {
  const idle = { waiting: [] as IdleRequestCallback[] };
  beforeEach(() => {
    idle.waiting = [];
    vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback) => idle.waiting.push(cb));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return idle;
}
