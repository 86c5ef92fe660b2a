import type { ReactNode } from 'react';
import { Badge, type BadgeProps } from '@mantine/core';

/** A light badge whose text uses shade 9 of its colour: Mantine's default light text fails AA on some hues. */
export function StatusBadge({ color, children, ...rest }: { color: string; children: ReactNode } & Omit<BadgeProps, 'color' | 'variant'>) {
  return (
    <Badge
      color={color}
      variant="light"
      radius="sm"
      {...rest}
      style={{ textTransform: 'none', flexShrink: 0, '--badge-color': `var(--mantine-color-${color}-9)` } as React.CSSProperties}
    >
      {children}
    </Badge>
  );
}
