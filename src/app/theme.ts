import { createElement } from 'react';
import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { ChevronIcon } from '../shared/ui/icons';
import { translate } from '../shared/i18n/language';
import type { Lang } from '../shared/i18n/types';

// Government red; shade 8 (#b71c1c) keeps AA contrast on white and on the pale backgrounds.
const gov: MantineColorsTuple = [
  '#fdecec',
  '#f9d4d3',
  '#f0a8a6',
  '#e87a76',
  '#e0544f',
  '#da3c36',
  '#c62828',
  '#b71c1c',
  '#9f1717',
  '#861212',
];

const base = {
  primaryColor: 'gov',
  primaryShade: 7,
  colors: { gov },
  fontFamily:
    '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '600' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  // a visitor whose system asks for less motion gets dialogs, menus and drawers without their transitions
  respectReducedMotion: true,
  other: { dialogWidth: 800 },
} as const;

/** The theme, with close buttons named in the reader's language (axe: buttons need a name). */
export function themeFor(lang: Lang) {
  const closeButtonProps = { 'aria-label': translate(lang, 'common.close') };
  return createTheme({
    ...base,
    // plain objects, not Modal.extend(…): extend would pull Modal, Drawer and Popover (with
    // floating-ui) into the entry chunk though no first screen opens one
    components: {
      Modal: { defaultProps: { closeButtonProps } },
      Drawer: { defaultProps: { closeButtonProps } },
      Popover: { defaultProps: { zIndex: 300 } },
      // Mantine's own chevron is drawn by the combobox sheet, which comes with the floating parts after the first
      // screen: a native select (the list's page size) draws its own
      NativeSelect: {
        defaultProps: {
          rightSection: createElement(ChevronIcon, { direction: 'down', size: 14 }),
          rightSectionPointerEvents: 'none',
        },
      },
    },
  });
}

/**
 * Mantine's dimmed grey (#868e96) is 3.3:1 on white and its error red (red-6, #fa5252) 3.28:1: these keep
 * WCAG AA (≥ 4.5:1) for descriptions, hints and error text (#c92a2a, Mantine's red-9, is 5.4:1 on white).
 * The light variant (alerts, badges, light buttons) writes shade 9 on shade 1: for yellow (2.7:1), orange,
 * green, teal and lime that is under 4.5:1, so their text is a darker shade of the same hue (≥ 4.6:1 on
 * shades 0 and 1).
 */
export const contrastVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636e',
    '--mantine-color-error': '#c92a2a',
    '--mantine-color-red-text': '#c92a2a',
    '--mantine-color-yellow-light-color': '#a75600',
    '--mantine-color-orange-light-color': '#bc3e0d',
    '--mantine-color-green-light-color': '#267a37',
    '--mantine-color-teal-light-color': '#077957',
    '--mantine-color-lime-light-color': '#4c7a0a',
  },
  dark: {},
});
