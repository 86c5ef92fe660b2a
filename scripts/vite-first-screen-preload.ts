// Build plugin (vite.config.ts): the first screen's code starts downloading with the entry instead of
// after it. index.html gets <link rel="modulepreload"> for the chosen lazy route chunks and every chunk
// they import, and <link rel="preload" as="style"> for their CSS, so the chunk waterfall
// (entry → layout → screen) becomes one round of parallel requests. The entry's stylesheet moves from
// <head> to the end of <body>: the inline shell above it paints without waiting for it, while the
// module script still waits for it (a script after a pending stylesheet runs once it has loaded).
// Lazy chunks' CSS then lands in <head> before the entry's; that order no longer matters because all
// Mantine CSS is imported as its `.layer.css` (@layer mantine), which the app's unlayered CSS always
// overrides (in plain sheets Mantine's defaults won and axe found low contrast).
import type { Plugin } from 'vite';

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  isEntry: boolean;
  viteMetadata?: { importedCss: Set<string> };
}

/** `modules`: source paths (relative to the project) whose lazy chunks the first screen needs. */
export function firstScreenPreload(modules: string[]): Plugin {
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

        const js: string[] = [];
        const css = new Set<string>();
        const visit = (file: string) => {
          const chunk = byFile.get(file);
          if (!chunk || done.has(file)) return;
          done.add(file);
          chunk.imports.forEach(visit);
          js.push(file);
          chunk.viteMetadata?.importedCss.forEach((f) => done.has(f) || css.add(f));
        };
        for (const wanted of modules) {
          const isWanted = (id: string | null | undefined) => !!id && id.split('?')[0]!.endsWith(wanted);
          // its own chunk, or the group chunk it was merged into
          const chunk =
            chunks.find((c) => isWanted(c.facadeModuleId)) ?? chunks.find((c) => c.moduleIds.some(isWanted));
          if (!chunk) throw new Error(`first-screen-preload: no chunk for ${wanted}`);
          visit(chunk.fileName);
        }
        const sheets: string[] = [];
        const body = html.replace(
          /\s*<link rel="stylesheet"[^>]*href="[^"]*\/assets\/[^"]+\.css"[^>]*>/g,
          (tag) => {
            sheets.push(tag.trim());
            return '';
          },
        );
        const tags = [
          ...[...css].map((file) => ({
            tag: 'link',
            // Vite's loader inserts these sheets with crossorigin: a preload without it is a different
            // (credentials-mode) request, and Chromium fetched every sheet twice
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head' as const,
          })),
          ...js.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head' as const,
          })),
        ];
        return { html: body.replace('</body>', `  ${sheets.join('\n    ')}\n  </body>`), tags };
      },
    },
  };
}
