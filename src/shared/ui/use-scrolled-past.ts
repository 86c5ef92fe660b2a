import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * Whether the window is scrolled more than `offset` px down. Nothing is read while rendering or right
 * after it: a passive scroll listener reads the position once per frame, so the first render forces no
 * layout (reading scrollY straight after mounting did: @mantine/hooks' useWindowScroll cost the first
 * visit a forced layout inside its longest task).
 */
export function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const read = () => {
      frame = 0;
      setPast(window.scrollY > offset);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    // a position restored before this listener existed (reload, back) is read once the page is idle: read in
    // the next frame it forced a layout of the freshly rendered page (200 ms at 4× CPU in the bench)
    const idle = whenIdle(read);
    return () => {
      window.removeEventListener('scroll', schedule);
      if (frame) cancelAnimationFrame(frame);
      idle();
    };
  }, [offset]);
  return past;
}
