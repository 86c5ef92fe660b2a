// Builds the floor page (bench/floor) with the portal's React plugin and build target:
// `npx vite build --config bench/floor/vite.config.ts --outDir <dir>`.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react()],
  build: { target: 'es2022', sourcemap: false, emptyOutDir: true },
});
