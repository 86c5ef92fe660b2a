import type { ReactNode } from 'react';
import { Badge, type BadgeProps } from '@mantine/core';

// Mantine's light-variant text (even shade 9 of orange, teal, green) misses AA on its own tint
const TEXT: Record<string, string> = {
  orange: '#9a3412',
  teal: '#0b6e4f',
  green: '#276b32',
  gray: 'var(--mantine-color-dark-6)',
};

/** A light badge with text dark enough for WCAG AA on its tinted background. */
export function StatusBadge({
  color,
  children,
  ...rest
}: { color: string; children: ReactNode } & Omit<BadgeProps, 'color' | 'variant'>) {
  return (
    <Badge
      color={color}
      variant="light"
      radius="sm"
      {...rest}
      style={
        {
          textTransform: 'none',
          flexShrink: 0,
          '--badge-color': TEXT[color] ?? `var(--mantine-color-${color}-9)`,
        } as React.CSSProperties
      }
    >
      {children}
    </Badge>
  );
}
