// Code and work for what sits below the first screen (a phone's ad strip) wait until the reader scrolls
// near it: it then costs nothing at load. Once near, it stays (no unmount when scrolled past).
import { useState } from 'react';
import { useIntersection } from '@mantine/hooks';

/** A ref for the element's box and whether it has come within `margin` of the viewport yet. */
export function useNearViewport<T extends HTMLElement>(margin = '200px') {
  const { ref, entry } = useIntersection<T>({ rootMargin: margin });
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  if (!near && entry?.isIntersecting) setNear(true);
  return { ref, near };
}
