import { createTheme, type MantineColorsTuple } from '@mantine/core';

// Government red; shade 8 (#b71c1c) keeps AA contrast on white and on the pale backgrounds.
const gov: MantineColorsTuple = [
  '#fdecec', '#f9d4d3', '#f0a8a6', '#e87a76', '#e0544f', '#da3c36', '#c62828', '#b71c1c', '#9f1717', '#861212',
];

export const theme = createTheme({
  primaryColor: 'gov',
  primaryShade: 7,
  colors: { gov },
  fontFamily:
    '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '600' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  other: { dialogWidth: 800 },
});
