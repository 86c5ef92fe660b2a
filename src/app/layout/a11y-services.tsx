// Rendered once by the header: the toolbar's live region, the reading guide and read-aloud's target tracking.
import { useEffect, useState } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { useAnnouncement } from '../../shared/a11y/announce';
import { trackReadTarget } from '../../shared/a11y/read-target';
import { useA11ySettings } from '../../shared/a11y/settings';
import classes from './a11y-toolbar.module.css';

/** A horizontal line following the pointer, or the element that takes the focus (keyboard). */
function ReadingGuide() {
  const [y, setY] = useState<number | null>(null);
  useEffect(() => {
    const onMove = (e: PointerEvent) => setY(e.clientY);
    const onFocus = (e: FocusEvent) => {
      if (!(e.target instanceof Element)) return;
      const rect = e.target.getBoundingClientRect();
      setY(rect.bottom + 2);
    };
    window.addEventListener('pointermove', onMove, { passive: true });
    document.addEventListener('focusin', onFocus);
    return () => {
      window.removeEventListener('pointermove', onMove);
      document.removeEventListener('focusin', onFocus);
    };
  }, []);
  if (y === null) return null;
  return <div aria-hidden="true" className={classes.guide} data-testid="reading-guide" style={{ top: y }} />;
}

export function A11yServices() {
  const message = useAnnouncement();
  const { guide } = useA11ySettings();
  useEffect(() => trackReadTarget(), []);
  return (
    <>
      <VisuallyHidden role="status" aria-live="polite" data-testid="a11y-announcer">
        {message}
      </VisuallyHidden>
      {guide && <ReadingGuide />}
    </>
  );
}
