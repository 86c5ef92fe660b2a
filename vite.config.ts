import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { manifest } from './src/shared/config/manifest.ts';
import { firstScreenPreload } from './scripts/vite-first-screen-preload.ts';
import { precompressPlugin } from './scripts/vite-precompress.ts';
import { moduleMapPlugin } from './scripts/vite-module-map.ts';
import { mantineUseId } from './scripts/vite-mantine-use-id.ts';
import { moduleGraph } from './scripts/vite-module-graph.ts';
import { wordsPlugin } from './scripts/vite-words.ts';
import { FIRST_SCREENS as FIRST_SCREEN_ROUTES } from './scripts/first-screen-bytes.ts';
import { basename } from 'node:path';

const graph = moduleGraph();

// A later screen's loader travels in its route's lazy chunk, with its component: otherwise every route's loader
// (and the queries, calls and schemas it names) is in the route tree, i.e. on every first screen. A later screen
// shows after the root route's beforeLoad has awaited its strings and styles (src/app/later-resources.ts), by
// when its chunk, asked for with them, has arrived: its requests do not start later. The first screens (and the
// layouts) keep their loaders in the route tree, so the page's first module starts their requests at once.
const ROUTES_KEEPING_LOADERS = new Set([
  '__root__',
  '/_portal',
  ...Object.values(FIRST_SCREEN_ROUTES).map((file) => `/_portal/${basename(file, '.tsx')}`),
]);
const routeSplit = ({ routeId }: { routeId: string }) =>
  ROUTES_KEEPING_LOADERS.has(routeId)
    ? undefined
    : [
        ['loader' as const, 'component' as const],
        ['errorComponent' as const],
        ['notFoundComponent' as const],
      ];

// Mantine and the packages it renders with: one chunk for the first screens ...
const UI_LIBRARIES = /node_modules[\\/](@mantine[\\/](core|hooks)|clsx|type-fest)[\\/]/;
// ... with, of Mantine's components, only those the first screens (home, list, detail, at both window
// sizes, with the header's dialogs) render: the others stay with the screens that need them (the menus,
// popovers, tooltips and the search box's suggestions arrive after the first screen, with floating-ui:
// src/shared/ui/lazy-floating.tsx; the phone's menu drawer and every dialog, with their scroll area
// and scroll lock, on first opening)
// (in this group they came with every first screen; NumberInput brings react-number-format, Cascader is
// the region picker)
// (Mantine imports its own barrel, so the module graph cannot tell which of them a screen uses: a list)
const FIRST_SCREEN_COMPONENTS =
  /[\\/]components[\\/](ActionIcon|Alert|Anchor|Badge|Burger|Button|CloseButton|Container|Grid|Group|Input|InputBase|Loader|Overlay|Paper|Portal|SimpleGrid|Skeleton|Stack|Text|TextInput|Title|Transition|UnstyledButton|VisuallyHidden)[\\/]/;
// (those only one first screen renders are not in it: they go with that screen, ONE_SCREEN_COMPONENTS below)
// ... and not the positioning code of the floating parts, nor the hooks only later parts run (drag: sliders;
// collapse: accordions; focus trap and return: dialogs; click outside: popovers; the others: forms and
// the user centre); such a hook that a first screen does call still arrives with it, in a chunk of its own
const LATER_MANTINE =
  /[\\/]@mantine[\\/](core[\\/]esm[\\/]utils[\\/]Floating[\\/]|hooks[\\/]esm[\\/]use-(drag|collapse|long-press|focus-trap|focus-return|interval|clipboard|click-outside|debounced-callback|debounced-value|pagination)[\\/])/;
// (and src/app/ui-stage.ts, the module src/main.tsx imports to evaluate this chunk before the others)
const isUiLibrary = (id: string) =>
  /[\\/]src[\\/]app[\\/]ui-stage\.ts$/.test(id) ||
  (UI_LIBRARIES.test(id) &&
    !/\.css$/.test(id) &&
    !LATER_MANTINE.test(id) &&
    (!/[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]/.test(id) || FIRST_SCREEN_COMPONENTS.test(id)));

// what src/main.tsx imports statically and Vite's dynamic-import helper: a chunk of its own, or the shared
// chunk (router, query client) would come with it and run before the shell's first paint
const fromPageStart = graph.importedBy([/[\\/]src[\\/]main\.tsx$/]);
const isPageStart = (id: string) =>
  /preload-helper/.test(id) || (fromPageStart(id) && !/\.css($|\?)/.test(id));

// The three first screens' own modules (the static closures of their route chunks) and those every screen has
// (the app and the layout). What every screen has, and what two first screens share, is the shared chunk; what
// one first screen shares only with later screens is that screen's parts chunk: each first screen downloads
// its own code in a few files, none of another first screen's (home no longer carries the detail's
// eligibility words or the list's pager), and the later screens find it there.
// the route files' names (indexHome, policyList, policyDetail), from the list the byte budget measures
const FIRST_SCREENS = Object.values(FIRST_SCREEN_ROUTES).map((file) => basename(file, '.tsx'));
const inScreen = FIRST_SCREENS.map((screen) =>
  graph.importedBy(
    [new RegExp(`[\\\\/]routes[\\\\/]_portal[\\\\/]${screen}\\.tsx\\?tsr-split=component`)],
    true,
  ),
);
const inEveryScreen = graph.importedBy(
  [/[\\/]src[\\/]app[\\/]boot\.tsx$/, /[\\/]routes[\\/]_portal\.tsx\?tsr-split=component/],
  true,
);
const firstScreensUsing = (id: string) => inScreen.filter((inThisOne) => inThisOne(id)).length;
const isScript = (id: string) => !/\.css($|\?)/.test(id);
// the app's code and the router's and query's: Mantine has the ui group (and Mantine's barrel puts every
// component into every closure, so closures cannot tell which components a screen uses: the list below)
const APP_OR_TANSTACK = /[\\/](src|node_modules[\\/]@tanstack)[\\/]/;
// (not the lazy modules themselves, the app's and the routes': each keeps its chunk, which the router asks for)
const isLazyModule = (id: string) => /\?tsr-split=|[\\/]src[\\/]app[\\/]boot\.tsx$/.test(id);
const isShared = (id: string) =>
  isScript(id) &&
  APP_OR_TANSTACK.test(id) &&
  !isLazyModule(id) &&
  (inEveryScreen(id) || firstScreensUsing(id) >= 2);
// the Mantine components one first screen renders (the others are in FIRST_SCREEN_COMPONENTS, in the ui chunk)
const ONE_SCREEN_COMPONENTS: Record<string, RegExp> = {
  indexHome: /[\\/]components[\\/]Tabs[\\/]/,
  policyList:
    /[\\/](components[\\/](Pagination|NativeSelect|Collapse|Combobox[\\/](ComboboxChevron|get-parsed-combobox-data))[\\/]|hooks[\\/]esm[\\/]use-pagination[\\/])/,
  policyDetail:
    /[\\/]components[\\/](Checkbox|Breadcrumbs|List|Progress|Typography)[\\/]|[\\/]core[\\/]esm[\\/]components[\\/]Checkbox[\\/]CheckIcon/,
};
const screenParts = FIRST_SCREENS.map((screen, i) => ({
  name: `${screen}-parts`,
  test: (id: string) =>
    isScript(id) &&
    ((APP_OR_TANSTACK.test(id) && !isLazyModule(id) && inScreen[i]!(id) && !isShared(id)) ||
      (/[\\/]node_modules[\\/]@mantine[\\/]/.test(id) && (ONE_SCREEN_COMPONENTS[screen]?.test(id) ?? false))),
  minShareCount: 2,
  priority: 4,
}));

export default defineConfig({
  plugins: [
    // `@words/<lang>/<room>`: only that language's words of the room file (the worker's build has its own below)
    wordsPlugin(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      codeSplittingOptions: { splitBehavior: routeSplit },
    }),
    react(),
    // Mantine's ids without a second render of every input on mount
    mantineUseId(),
    graph.plugin,
    // the app (imported by main.tsx after the shell has painted) and the layout every screen needs download
    // with the entry, not after it; the screens themselves
    // are not preloaded (the HTML cannot tell which one is asked for: on the others they would cost
    // 12-26 KB for nothing), and the first paint no longer waits for them: see the shell in index.html
    // the screens a visit most often starts on are listed per address for src/app/first-screen-calls.ts,
    // which preloads the one the address asks for
    // what every first screen loads right after its first paint has its stylesheets linked before the first render
    firstScreenPreload(
      ['src/app/boot.tsx', 'src/routes/_portal.tsx'],
      {
        '/indexHome': 'src/routes/_portal/indexHome.tsx',
        '/policyList': 'src/routes/_portal/policyList.tsx',
        '/policyDetail': 'src/routes/_portal/policyDetail.tsx',
      },
      [
        'src/app/notifications-container.tsx',
        'src/app/pwa/update-prompt.tsx',
        'src/shared/ui/floating-parts.ts',
        'src/app/api-error-dialog.tsx',
      ],
    ),
    // which modules each chunk holds, for `npm run budget -- --modules`
    moduleMapPlugin(),
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
        // the worker imports rooms as `@words/<lang>/<room>` too (a plugin instance of its own, as the plugin asks)
        buildPlugins: { vite: [wordsPlugin()] },
      },
      devOptions: { enabled: false, type: 'module' },
    }),
    // .br and .gz beside every text file, for nginx's brotli_static and gzip_static (deploy/nginx/)
    precompressPlugin(),
  ],
  define: { __APP_VERSION__: JSON.stringify(process.env.APP_VERSION ?? new Date().toISOString()) },
  build: {
    target: 'es2022',
    sourcemap: false,
    // the chunk graph the byte-budget test follows (dist/.vite/manifest.json; not precached, not linked)
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Fewer, larger chunks for the first screen: left to itself the bundler cut the code every route
        // shares into 89 small chunks for home, i.e. 89 requests over a phone's few connections and 89
        // preload links inserted before the screen could render (bench: 18 chunks, +24 KB gzip, TBT and
        // performance better on all three pages). Mantine and its helpers are one chunk; the app's code every
        // screen has, or two first screens share, is one chunk; each first screen has its own parts chunk (9
        // files for a first screen, none of another's code); charts, carousel, upload, dialogs stay lazy.
        codeSplitting: {
          groups: [
            { name: 'start', test: isPageStart, priority: 20 },
            {
              name: 'ui',
              // stylesheets stay with the module that imports them: in this group every screen's Mantine
              // sheets (the carousel's, the charts', the user centre's) were one first-screen stylesheet
              test: isUiLibrary,
              priority: 10,
            },
            {
              name: 'shared',
              // only what the first screens' static imports reach: the sanitiser (DOMPurify), the content page's
              // Stepper and Timeline, the region picker, the dialogs and the floating parts stay lazy
              test: isShared,
              // each of its modules, even one only the app imports: a later group takes a dependency of its own
              // modules that no earlier group has taken, and the app would then import that group's chunk
              minShareCount: 1,
              priority: 5,
            },
            ...screenParts,
          ],
        },
      },
    },
  },
  preview: { port: 4173 },
});
