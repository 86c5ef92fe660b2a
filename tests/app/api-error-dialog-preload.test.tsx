// @vitest-environment jsdom
// The error dialogs' code is fetched ahead of need, but only once the first screen is complete (its data
// there) and the page is idle: its preloads (a link per chunk) are not part of the first screen's tasks.
import { describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { holdIdleCallbacks } from '../support/idle-callbacks';
import { renderWithProviders, createTestQueryClient } from '../support/render';

const dialogModule = vi.hoisted(() => ({ evaluated: 0 }));
vi.mock('../../src/app/api-error-dialog', () => {
  dialogModule.evaluated += 1;
  return { ApiErrorDialog: () => null };
});

const { ApiErrorReactions } = await import('../../src/app/api-error-reactions');

const idle = holdIdleCallbacks();
/** Runs what waits for an idle moment, and what that started, until nothing is left. */
async function idleMoments() {
  for (let round = 0; round < 5; round++) {
    await act(async () => {
      const due = idle.waiting.splice(0);
      due.forEach((cb) => cb({ didTimeout: false, timeRemaining: () => 50 }));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

describe('the error dialogs’ preload', () => {
  it('waits while the first screen still fetches its data, then loads in an idle moment', async () => {
    const queryClient = createTestQueryClient();
    let answer: (value: string) => void = () => undefined;
    void queryClient.fetchQuery({
      queryKey: ['first-screen'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    renderWithProviders(<ApiErrorReactions />, { queryClient });

    await idleMoments();
    expect(dialogModule.evaluated).toBe(0);

    await act(async () => answer('done'));
    await idleMoments();
    await vi.waitFor(() => expect(dialogModule.evaluated).toBe(1));
  });
});
