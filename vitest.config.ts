import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { wordsPlugin } from './scripts/vite-words.ts';

export default defineConfig({
  // `@words/<lang>/<room>`: only that language's words, as in the app's build
  plugins: [wordsPlugin(), react()],
  define: { __APP_VERSION__: JSON.stringify('test') },
  resolve: {
    alias: { 'virtual:pwa-register/react': new URL('tests/support/pwa-register-stub.ts', import.meta.url).pathname },
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    // node unless a file asks for jsdom in its first line (// @vitest-environment jsdom): only files that render or read the DOM pay its set-up
    environment: 'node',
    // vitest's default is one worker fewer than the cores, i.e. a single one on this project's 2-core machines;
    // the files are independent (each starts its own demo API on a free port), so both cores run them
    maxWorkers: 2,
    setupFiles: ['tests/setup.ts'],
    env: { VITE_SM4_KEY: '0123456789abcdeffedcba9876543210' },
    testTimeout: 20000,
  },
});
