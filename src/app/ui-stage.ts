// The first of the app's stages (src/main.tsx): a module of the ui chunk (vite.config.ts), so importing it
// evaluates Mantine and React, and only them, in a task of their own.
export { MantineProvider } from '@mantine/core';
