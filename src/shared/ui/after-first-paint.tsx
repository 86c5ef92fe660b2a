// What sits below or beside the first screen (footer, floating tools, the cards below the fold) renders in a
// task of its own right after the first paint: it then does not lengthen the first render, which is what
// keeps a slow phone from answering a tap. Once shown it stays (the layout keeps it across navigations).
import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** A page that paints no frame (a background tab) shows it after this long all the same. */
const HIDDEN_TAB_MS = 1000;

/**
 * False in the first render, true from a task right after the first paint. `yielding`: that render is a
 * transition, so React builds what it adds in slices that let the browser answer in between.
 */
export function useAfterFirstPaint({ yielding = false }: { yielding?: boolean } = {}): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) return;
    const show = () => (yielding ? startTransition(() => setShown(true)) : setShown(true));
    let timer = 0;
    // the frame callback runs before the first paint; the timer it sets runs after it
    const frame = requestAnimationFrame(() => {
      window.clearTimeout(hidden);
      timer = window.setTimeout(show, 0);
    });
    // a tab opened in the background paints no frame until it is shown: its content comes all the same
    const hidden = window.setTimeout(() => {
      cancelAnimationFrame(frame);
      show();
    }, HIDDEN_TAB_MS);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      window.clearTimeout(hidden);
    };
  }, [shown, yielding]);
  return shown;
}

/** `yielding`: built as a transition, in slices the browser can answer between (see useAfterFirstPaint). */
export function AfterFirstPaint({ children, yielding = false }: { children: ReactNode; yielding?: boolean }) {
  return useAfterFirstPaint({ yielding }) ? children : null;
}
