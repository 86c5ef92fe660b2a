// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { HtmlTagDescriptor } from 'vite';
import { firstScreenPreload } from '../../scripts/vite-first-screen-preload';

// a bundle as Rolldown hands it to transformIndexHtml: the entry (with its static start chunk), the app's staged
// chunks (ui, shared, boot) and the layout
const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId,
  moduleIds: facadeModuleId ? [facadeModuleId] : [],
  imports,
  isEntry,
  viteMetadata: { importedCss: new Set<string>(), importedAssets: new Set<string>() },
});
const bundle = Object.fromEntries(
  [
    chunk('assets/index-a.js', '/p/src/main.tsx', ['assets/start-b.js'], true),
    chunk('assets/start-b.js', null),
    chunk('assets/ui-c.js', '/p/src/app/ui-stage.ts'),
    chunk('assets/shared-d.js', '/p/src/app/app.tsx', ['assets/ui-c.js']),
    chunk('assets/boot-e.js', '/p/src/app/boot.tsx', ['assets/ui-c.js', 'assets/shared-d.js']),
    chunk('assets/_portal-f.js', '/p/src/routes/_portal.tsx', ['assets/shared-d.js']),
    // loaded after the first paint, with a dialog chunk of its own that has its sheet
    chunk('assets/notices-g.js', '/p/src/app/notifications-container.tsx', ['assets/dialog-h.js', 'assets/ui-c.js']),
    chunk('assets/dialog-h.js', '/p/src/shared/ui/form-dialog.tsx', ['assets/ui-c.js']),
  ].map((c) => [c.fileName, c]),
);
bundle['assets/ui-c.js']!.viteMetadata.importedCss.add('assets/ui-c.css');
bundle['assets/notices-g.js']!.viteMetadata.importedCss.add('assets/notices-g.css');
bundle['assets/dialog-h.js']!.viteMetadata.importedCss.add('assets/dialog-h.css');

function tagsFor(html: string, afterFirstPaint: string[] = []): HtmlTagDescriptor[] {
  const plugin = firstScreenPreload(['src/app/boot.tsx', 'src/routes/_portal.tsx'], {}, afterFirstPaint);
  (plugin.configResolved as (c: { base: string }) => void)({ base: '/' });
  const hook = plugin.transformIndexHtml as {
    handler: (html: string, ctx: { bundle: typeof bundle }) => { html: string; tags: HtmlTagDescriptor[] };
  };
  return hook.handler(html, { bundle }).tags;
}

describe('the first screen’s preload links', () => {
  it('preload the app’s chunks, dependencies first, at low priority: the shell’s background paints first', () => {
    const tags = tagsFor('<html><head></head><body></body></html>');
    expect(tags.map((t) => t.attrs?.href)).toEqual([
      '/assets/ui-c.css',
      '/assets/ui-c.js',
      '/assets/shared-d.js',
      '/assets/boot-e.js',
      '/assets/_portal-f.js',
    ]);
    for (const tag of tags.slice(1))
      expect(tag.attrs).toMatchObject({ rel: 'modulepreload', fetchpriority: 'low', crossorigin: true });
  });

  it('list the stylesheets of what follows the first paint, with their chunks’ own, and none of the first screen’s', () => {
    const tags = tagsFor('<html><head></head><body></body></html>', ['src/app/notifications-container.tsx']);
    const block = tags.find((t) => t.attrs?.id === 'screen-chunks');
    expect(JSON.parse(String(block?.children))).toEqual({
      afterFirstPaint: { js: [], css: ['/assets/dialog-h.css', '/assets/notices-g.css'] },
    });
    // nothing of theirs is preloaded in the HTML
    expect(tags.some((t) => String(t.attrs?.href).includes('notices'))).toBe(false);
  });
});
