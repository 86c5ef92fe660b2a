// The document title names the screen on show, in the current language: the name its page declares (a
// policy's name, a content page's heading), else its manifest row's, then the site's name. A move to
// another screen is read out once its name is settled, as a page load would be (the first screen is read by
// the browser itself); a new search on the same screen (filters, pages) is not a move.
import { useEffect, useRef, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { VisuallyHidden } from '@mantine/core';
import { useDeclaredPageTitle } from '../shared/a11y/page-title';
import { screenTitleKey } from '../shared/config/screens';
import { useT } from '../shared/i18n/language';
import { screenKey } from './access-logging';

/** how long a move waits for its page to declare its name before it is read out */
const SETTLE_MS = 150;

export function DocumentTitle() {
  const t = useT();
  const pathname = useRouterState({ select: (s) => s.resolvedLocation?.pathname });
  const screen = useRouterState({
    select: (s) =>
      s.resolvedLocation
        ? screenKey(s.resolvedLocation.pathname, s.resolvedLocation.search as Record<string, unknown>)
        : null,
  });
  const declared = useDeclaredPageTitle();
  const key = pathname === undefined ? undefined : screenTitleKey(pathname);
  const name = declared ?? (key ? t(key) : '');
  const site = t('app.title');
  const title = name ? t('app.documentTitle', { page: name, site }) : site;

  useEffect(() => {
    document.title = title;
  }, [title]);

  const [spoken, setSpoken] = useState('');
  const shown = useRef<string | null>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (screen === null) return;
    if (shown.current === null) {
      shown.current = screen;
      return;
    }
    if (screen !== shown.current) {
      shown.current = screen;
      pending.current = true;
      // the same words as the last move's are read again
      setSpoken('');
    }
    if (!pending.current) return;
    const timer = setTimeout(() => {
      pending.current = false;
      setSpoken(title);
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [screen, title]);

  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {spoken}
    </VisuallyHidden>
  );
}
