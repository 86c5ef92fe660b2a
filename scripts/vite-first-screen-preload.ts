// Build plugin (vite.config.ts): the first screen's code starts downloading with the entry instead of
// after it. index.html gets <link rel="modulepreload"> for the chosen lazy route chunks and every chunk
// they import, and <link rel="preload" as="style"> for their CSS, so the chunk waterfall
// (entry → layout → screen) becomes one round of parallel requests. The entry's stylesheet moves from
// <head> to the end of <body>: the inline shell above it paints without waiting for it, while the
// module script still waits for it (a script after a pending stylesheet runs once it has loaded).
// Lazy chunks' CSS then lands in <head> before the entry's; that order no longer matters because all
// Mantine CSS is imported as its `.layer.css` (@layer mantine), which the app's unlayered CSS always
// overrides (in plain sheets Mantine's defaults won and axe found low contrast).
import type { HtmlTagDescriptor, Plugin } from 'vite';

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  isEntry: boolean;
  viteMetadata?: { importedCss: Set<string> };
}

/** The element holding each screen's chunks, for the page's first module (src/app/screen-chunks.ts). */
export const SCREEN_CHUNKS_ID = 'screen-chunks';

/** The entry of that block listing the stylesheets of what renders right after the first paint. */
export const AFTER_FIRST_PAINT_KEY = 'afterFirstPaint';

/**
 * `modules`: source paths (relative to the project) whose lazy chunks every first screen needs.
 * `screens`: for the screens a visit most often starts on, the address path and the route file: the HTML
 * cannot tell which one was asked for (the route is in the hash), so their chunks are not linked; they are
 * listed in a JSON block that the page's first module reads to preload the one screen of the address.
 */
/**
 * `afterFirstPaint`: source paths whose lazy chunks every first screen loads right after its first paint (the
 * notifications, the update prompt, the floating parts, the error dialog). Their stylesheets are listed under
 * AFTER_FIRST_PAINT_KEY, and the first module links them while the page shell is still shown: a stylesheet
 * added to a rendered page makes the browser lay out the whole page again (four such layouts followed every
 * first screen, 30 ms each on a slow phone), one added before the first render costs the shell's few boxes.
 */
export function firstScreenPreload(
  modules: string[],
  screens: Record<string, string> = {},
  afterFirstPaint: string[] = [],
): Plugin {
  let base = '/';
  return {
    name: 'first-screen-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const chunks = Object.values(ctx.bundle).filter(
          (c): c is BundleChunk & typeof c => c.type === 'chunk',
        );
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const entry = ctx.chunk ?? chunks.find((c) => c.isEntry);
        // the entry and its static imports are preloaded by Vite already
        const done = new Set<string>();
        const markStatic = (file: string) => {
          if (done.has(file)) return;
          done.add(file);
          byFile.get(file)?.imports.forEach(markStatic);
        };
        if (entry) {
          markStatic(entry.fileName);
          entry.viteMetadata?.importedCss.forEach((f) => done.add(f));
        }

        /**
         * The chunks `files` need, dependencies first, and their sheets: what `seen` holds is left out, and what
         * is taken is added to it.
         */
        const closure = (files: string[], seen: Set<string>) => {
          const js: string[] = [];
          const css: string[] = [];
          const walk = (file: string) => {
            const chunk = byFile.get(file);
            if (!chunk || seen.has(file)) return;
            seen.add(file);
            chunk.imports.forEach(walk);
            js.push(file);
            chunk.viteMetadata?.importedCss.forEach((f) => seen.has(f) || (seen.add(f), css.push(f)));
          };
          files.forEach(walk);
          return { js, css };
        };
        const chunkOf = (wanted: string) => {
          const isWanted = (id: string | null | undefined) => !!id && id.split('?')[0]!.endsWith(wanted);
          // its own chunk, or the group chunk it was merged into
          const chunk =
            chunks.find((c) => isWanted(c.facadeModuleId)) ?? chunks.find((c) => c.moduleIds.some(isWanted));
          if (!chunk) throw new Error(`first-screen-preload: no chunk for ${wanted}`);
          return chunk.fileName;
        };
        const { js, css } = closure(modules.map(chunkOf), done);
        const withBase = (files: string[]) => files.map((f) => `${base}${f}`);
        // each screen's own chunks beyond those linked above: listed, not linked (see `screens`)
        const listed: Record<string, { js: string[]; css: string[] }> = {};
        for (const [path, routeFile] of Object.entries(screens)) {
          const chunk = chunks.find(
            (c) =>
              !!c.facadeModuleId &&
              c.facadeModuleId.split('?')[0]!.endsWith(routeFile) &&
              /tsr-split=[^&]*component/.test(c.facadeModuleId),
          );
          if (!chunk) throw new Error(`first-screen-preload: no component chunk for ${routeFile}`);
          const own = closure([chunk.fileName], new Set(done));
          listed[path] = { js: withBase(own.js), css: withBase(own.css) };
        }
        // the sheets of what renders right after the first paint, beyond those linked or preloaded above
        const later = closure(afterFirstPaint.map(chunkOf), new Set(done)).css;
        if (later.length) listed[AFTER_FIRST_PAINT_KEY] = { js: [], css: withBase(later) };
        const sheets: string[] = [];
        const body = html.replace(
          /\s*<link rel="stylesheet"[^>]*href="[^"]*\/assets\/[^"]+\.css"[^>]*>/g,
          (tag) => {
            sheets.push(tag.trim());
            return '';
          },
        );
        const tags: HtmlTagDescriptor[] = [
          ...css.map((file) => ({
            tag: 'link',
            // Vite's loader inserts these sheets with crossorigin: a preload without it is a different
            // (credentials-mode) request, and Chromium fetched every sheet twice
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head' as const,
          })),
          ...js.map((file) => ({
            tag: 'link',
            // low: the shell's background (the page's largest paint, preloaded high) takes the line first
            attrs: { rel: 'modulepreload', crossorigin: true, fetchpriority: 'low', href: `${base}${file}` },
            injectTo: 'head' as const,
          })),
        ];
        if (Object.keys(listed).length)
          tags.push({
            tag: 'script',
            // data, not code: a JSON block is not run, so the page's CSP needs no exception for it
            attrs: { type: 'application/json', id: SCREEN_CHUNKS_ID },
            children: JSON.stringify(listed),
            injectTo: 'head',
          });
        return { html: body.replace('</body>', `  ${sheets.join('\n    ')}\n  </body>`), tags };
      },
    },
  };
}
