// Mantine's floating components (positioned with floating-ui): loaded by ./lazy-floating.tsx when the
// page is idle after the first screen or on the first touch of a menu, popover or tooltip target.
// their sheets come with them (all `@layer mantine`: arriving later changes nothing in the cascade)
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';

export { Combobox, Menu, Popover, Tooltip } from '@mantine/core';
