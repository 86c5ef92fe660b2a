// Renders its children in a task of their own right after the first paint: what sits below or beside the
// first screen (footer, floating tools) then does not lengthen the first render, which is what keeps a
// slow phone from answering a tap. Once shown it stays (the layout keeps it across navigations).
import { useEffect, useState, type ReactNode } from 'react';

export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let timer = 0;
    // the frame callback runs before the first paint; the timer it sets runs after it
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setShown(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return shown ? children : null;
}
