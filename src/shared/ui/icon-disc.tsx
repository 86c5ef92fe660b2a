import type { CSSProperties, ReactNode } from 'react';
import classes from './icon-disc.module.css';

/** A decorative line icon on a light tinted disc (or rounded square); hidden from assistive technology. */
export function IconDisc({
  size,
  tone = 'gray',
  shape = 'round',
  children,
}: {
  size: number;
  tone?: 'gray' | 'gov' | 'teal';
  shape?: 'round' | 'square';
  children: ReactNode;
}) {
  return (
    <span
      className={classes.disc}
      data-tone={tone}
      data-shape={shape}
      style={{ '--disc-size': `${size}px` } as CSSProperties}
      aria-hidden
    >
      {children}
    </span>
  );
}
