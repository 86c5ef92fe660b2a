import { useEffect, useState } from 'react';

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
    // a restored scroll position (reload, back) is read with the next frame's layout, not before it
    schedule();
    return () => {
      window.removeEventListener('scroll', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [offset]);
  return past;
}
