// Which of a screen's two arrangements to build (header, floating tools): hiding one with CSS
// (Mantine's visibleFrom/hiddenFrom) still rendered both, so phones built the desktop header's menus and
// popovers unseen. Read before the first render, so the first render builds only the one that shows.
// CSS that follows the same switch uses (max-width: 47.99em).
import { useMediaQuery } from '@mantine/hooks';

/** Mantine's sm breakpoint (48em): from here on the desktop arrangement. */
export const WIDE_QUERY = '(min-width: 48em)';

export function useWideScreen(): boolean {
  return useMediaQuery(WIDE_QUERY, undefined, { getInitialValueInEffect: false }) ?? true;
}
