import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { manifest } from './src/shared/config/manifest.ts';
import { firstScreenPreload } from './scripts/vite-first-screen-preload.ts';

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
    // the layout every screen needs downloads with the entry, not after it; the screens themselves
    // are not preloaded (the HTML cannot tell which one is asked for: on the others they would cost
    // 12-26 KB for nothing), and the first paint no longer waits for them: see the shell in index.html
    firstScreenPreload(['src/routes/_portal.tsx']),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,ico,webmanifest}'],
        globIgnores: ['**/backgrounds/**', '**/screenshots/**', '**/demo-ads/**'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // a classic single-file worker: the plugin's ES build still passes Rolldown the deprecated
        // inlineDynamicImports option, which warns on every build
        rollupFormat: 'iife',
      },
      devOptions: { enabled: false, type: 'module' },
    }),
  ],
  define: { __APP_VERSION__: JSON.stringify(process.env.APP_VERSION ?? new Date().toISOString()) },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600 },
  preview: { port: 4173 },
});
