// @vitest-environment jsdom
// The offline banner's saved-time line reads the shown queries only while the banner shows
// (src/app/pwa/offline-banner.tsx): online, the first screen's commit does not read the query cache for it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { onlineManager, useQuery } from '@tanstack/react-query';
import { createTestQueryClient, renderWithProviders } from '../support/render';
import { OfflineBanner } from '../../src/app/pwa/offline-banner';

function ShownPolicy() {
  const { data } = useQuery({
    queryKey: ['policy', 'p-1'],
    queryFn: () => Promise.resolve('政策'),
    initialData: '政策',
    initialDataUpdatedAt: Date.UTC(2026, 10, 20, 1, 30),
    staleTime: Infinity,
    meta: { scope: 'public' },
  });
  return <p>{data}</p>;
}

afterEach(() => {
  act(() => onlineManager.setOnline(true));
  vi.restoreAllMocks();
});

describe('OfflineBanner', () => {
  it('reads when the shown content was fetched only once it is offline', () => {
    const queryClient = createTestQueryClient();
    const getAll = vi.spyOn(queryClient.getQueryCache(), 'getAll');
    renderWithProviders(
      <>
        <OfflineBanner />
        <ShownPolicy />
      </>,
      { queryClient },
    );
    const banner = screen.getByTestId('offline-banner');
    expect(banner.getAttribute('data-connection')).toBe('online');
    expect(banner.textContent).toBe('');
    expect(getAll).not.toHaveBeenCalled();

    act(() => onlineManager.setOnline(false));
    expect(banner.getAttribute('data-connection')).toBe('offline');
    expect(getAll).toHaveBeenCalled();
    // the message and the line with the time the shown policy was fetched
    expect(banner.querySelectorAll('p, span.mantine-Text-root')).toHaveLength(2);
  });
});
