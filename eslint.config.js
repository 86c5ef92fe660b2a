import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import tseslint from 'typescript-eslint';
import boundaries from './scripts/eslint/boundaries.js';

// Imports flow one way: routes → features → shared; app composes everything; the worker borrows
// only DOM-free code from shared; the demo server shares only shared's contract and rules; nothing in
// the browser or the worker reaches into the demo server.
const features = readdirSync(join(import.meta.dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const boundaryZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'A feature may not import another feature: pass it in through a slot or props from the route or app/, or move what is truly shared to src/shared.',
  })),
  {
    target: './src/features',
    from: ['./src/app', './src/routes'],
    message:
      'A feature may not import app/ or routes/: app and routes compose features, not the other way round.',
  },
  {
    target: './src/shared',
    from: ['./src/features', './src/app', './src/routes'],
    message: 'shared/ knows no screen: it may not import features, app or routes.',
  },
  {
    target: './sw',
    from: ['./src/features', './src/app', './src/routes'],
    message: 'The service worker may borrow only DOM-free code from src/shared.',
  },
  {
    target: './sw',
    from: './src/shared/ui',
    message:
      'The service worker may borrow only DOM-free code from src/shared, never its UI components: move the DOM-free piece out of src/shared/ui.',
  },
  {
    target: './server',
    from: ['./src/features', './src/app', './src/routes'],
    message:
      'The demo server may share only the DOM-free contract and rules in src/shared, never features, app or routes: move the shared rule to src/shared.',
  },
  {
    target: ['./src', './sw'],
    from: './server',
    message: 'The browser and the worker never import the demo server: talk to it over HTTP.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      'bench-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true, skipJSXText: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'boundaries/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaryZones }],
      'boundaries/no-cycle': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.meta.name='import'][property.name='env']",
          message: 'Only src/shared/config reads import.meta.env.',
        },
      ],
    },
  },
  {
    // CI's own helpers in CommonJS (.ci/keep-native-build.cjs requires prebuild-install's CommonJS modules)
    files: ['.ci/**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/shared/config/**', 'vite.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // the floating components (and floating-ui under them) are not first-screen code: they come through
    // src/shared/ui/lazy-floating.tsx, which renders their target until their code has arrived
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/shared/ui/floating-parts.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mantine/core',
              importNames: ['Menu', 'Popover', 'Tooltip', 'Combobox'],
              allowTypeImports: true,
              message:
                'Import it from src/shared/ui/lazy-floating.tsx: its code must not load with the first screen.',
            },
          ],
        },
      ],
    },
  },
  {
    // one dialog wrapper: Mantine's Modal and Drawer are used only inside src/shared/ui (form-dialog.tsx,
    // side-drawer.tsx); everything else opens a FormDialog, a ConfirmDialog or the SideDrawer
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/shared/ui/**'],
    rules: { 'boundaries/dialog-wrapper': 'error' },
  },
);
