// Mantine's SegmentedControl as a first screen shows it, without measuring the page. Mantine's own control
// positions its highlight (FloatingIndicator) from the labels' boxes in an effect after every mount, and
// sets state from its ref callbacks: on a first screen that reads the layout of the whole page in the
// middle of React's commit and makes React render again at once, in the same long task (the list's four
// controls: about a quarter of a second of a phone's main thread). This one draws the highlight at rest the
// way Mantine does before its indicator is ready (the active label's own background, in Mantine's sheet:
// same classes, same look), and measures only when the choice changes, to slide the highlight from the old
// choice to the new one as Mantine does. docs/performance.md.
import { useId, useLayoutEffect, useRef } from 'react';
import {
  Box,
  createVarsResolver,
  getContrastColor,
  getFontSize,
  getSize,
  getThemeColor,
  useMantineTheme,
  useStyles,
  type MantineColor,
  type MantineSize,
} from '@mantine/core';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';

// Mantine's SegmentedControl classes and variables (its FloatingIndicator's root class for the indicator),
// written here so that the list does not carry Mantine's control and its measuring code;
// tests/shared/ui/segmented-control.test.tsx compares the markup with Mantine's own control
const CLASSES = {
  root: 'm_cf365364',
  indicator: 'm_9e182ccd',
  label: 'm_1738fcb2',
  input: 'm_1714d588',
  control: 'm_69686b9b',
  innerLabel: 'm_78882f40',
};
const FLOATING_INDICATOR_ROOT = 'm_96b553a6 mantine-FloatingIndicator-root';

interface StyleProps {
  size?: MantineSize;
  color?: MantineColor;
}

type Payload = {
  props: StyleProps;
  stylesNames: keyof typeof CLASSES;
  vars: { root: '--sc-color' | '--sc-shadow' | '--sc-padding' | '--sc-font-size' };
};

const varsResolver = createVarsResolver<Payload>((theme, { color, size }) => ({
  root: {
    '--sc-color': color ? getThemeColor(color, theme) : undefined,
    '--sc-shadow': color ? undefined : 'var(--mantine-shadow-xs)',
    '--sc-padding': getSize(size, 'sc-padding'),
    '--sc-font-size': getFontSize(size),
  },
}));

export interface SegmentedItem {
  value: string;
  label: string;
  lang?: string;
}

export interface SegmentedControlProps {
  value: string;
  onChange: (value: string) => void;
  data: readonly SegmentedItem[];
  size?: MantineSize;
  color?: MantineColor;
}

/** The slide from one label to another: the indicator shows for its length, then the label's own highlight. */
function slide(
  root: HTMLElement,
  indicator: HTMLElement,
  from: HTMLElement,
  to: HTMLElement,
): Animation | null {
  if (typeof indicator.animate !== 'function') return null;
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return null;
  const base = root.getBoundingClientRect();
  const box = (label: HTMLElement) => {
    const r = label.getBoundingClientRect();
    return {
      transform: `translateY(${r.top - base.top - root.clientTop}px) translateX(${r.left - base.left - root.clientLeft}px)`,
      width: `${r.width}px`,
      height: `${r.height}px`,
    };
  };
  const start = box(from);
  const end = box(to);
  const css = getComputedStyle(root);
  const duration = Number.parseFloat(css.getPropertyValue('--sc-transition-duration')) || 200;
  const easing = css.getPropertyValue('--sc-transition-timing-function').trim() || 'ease';
  Object.assign(indicator.style, end);
  indicator.removeAttribute('data-hidden');
  // Mantine's sheet hides the label's own highlight while the indicator is in use
  root.setAttribute('data-initialized', 'true');
  const animation = indicator.animate([start, end], { duration, easing });
  const rest = () => {
    indicator.setAttribute('data-hidden', 'true');
    root.removeAttribute('data-initialized');
  };
  animation.onfinish = rest;
  animation.oncancel = rest;
  return animation;
}

/** A row of choices, one of them chosen: radio buttons with Mantine's look (see the file's comment). */
export function SegmentedControl({ value, onChange, data, size, color }: SegmentedControlProps) {
  const theme = useMantineTheme();
  const getStyles = useStyles<Payload>({
    name: 'SegmentedControl',
    props: { size, color },
    classes: CLASSES,
    varsResolver,
  });
  const name = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const indicatorRef = useRef<HTMLSpanElement>(null);
  const labels = useRef(new Map<string, HTMLLabelElement>());
  const shown = useRef(value);
  const running = useRef<Animation | null>(null);

  useLayoutEffect(() => {
    const from = labels.current.get(shown.current);
    const to = labels.current.get(value);
    shown.current = value;
    const root = rootRef.current;
    const indicator = indicatorRef.current;
    if (!root || !indicator || !from || !to || from === to) return;
    running.current?.cancel();
    running.current = slide(root, indicator, from, to);
  }, [value]);
  useLayoutEffect(() => () => running.current?.cancel(), []);

  const labelColor = color === undefined ? undefined : getContrastColor({ color, theme });
  return (
    <Box
      {...getStyles('root')}
      ref={rootRef}
      size={size}
      mod={{ 'with-items-borders': true }}
      role="radiogroup"
    >
      <span
        ref={indicatorRef}
        className={`${FLOATING_INDICATOR_ROOT} ${getStyles('indicator').className}`}
        data-hidden
      />
      {data.map((item) => {
        const id = `${name}-${item.value}`;
        const active = item.value === value;
        return (
          <Box key={item.value} {...getStyles('control')} mod={{ active }}>
            <input
              {...getStyles('input')}
              type="radio"
              name={name}
              value={item.value}
              id={id}
              checked={active}
              onChange={() => onChange(item.value)}
              data-focus-ring={theme.focusRing}
            />
            <Box
              component="label"
              {...getStyles('label')}
              mod={{ active }}
              htmlFor={id}
              __vars={{ '--sc-label-color': labelColor }}
              ref={(node: HTMLLabelElement | null) => {
                if (node) labels.current.set(item.value, node);
                else labels.current.delete(item.value);
              }}
            >
              <span {...getStyles('innerLabel')} lang={item.lang}>
                {item.label}
              </span>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
