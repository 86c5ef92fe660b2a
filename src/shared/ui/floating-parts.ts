// Mantine's floating components (positioned with floating-ui): loaded by ./lazy-floating.tsx when the
// page is idle after the first screen or on the first touch of a menu, popover or tooltip target.
export { Combobox, Menu, Popover, Tooltip } from '@mantine/core';
