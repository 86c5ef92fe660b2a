// Which of a screen's two arrangements to build: Mantine's visibleFrom/hiddenFrom="sm" only hide one
// with CSS, so both were rendered (the phone built the desktop header's menus and popovers unseen).
// Read before the first render, so the first render builds only the arrangement that shows.
import { useMediaQuery } from '@mantine/hooks';

/** The breakpoint of Mantine's visibleFrom="sm" / hiddenFrom="sm" (48em). */
export const WIDE_QUERY = '(min-width: 48em)';

export function useWideScreen(): boolean {
  return useMediaQuery(WIDE_QUERY, undefined, { getInitialValueInEffect: false }) ?? true;
}
