// Which modules the page's first module (src/main.tsx) imports statically, directly or not: they go into
// one small chunk of their own (vite.config.ts, group "start"). Read from the build's own module graph, so a
// module added to that graph cannot land in the shared chunk, whose router and query client would then
// load and run before the shell's first frame.
import type { Plugin } from 'vite';

export function pageStartGraph(entry = /[\\/]src[\\/]main\.tsx$/) {
  const imports = new Map<string, readonly string[]>();
  let entryId: string | undefined;
  let closure: Set<string> | undefined;

  const plugin: Plugin = {
    name: 'page-start-graph',
    apply: 'build',
    buildStart() {
      imports.clear();
      entryId = undefined;
      closure = undefined;
    },
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
      if (entry.test(info.id)) entryId = info.id;
    },
  };

  /** Whether the entry imports this module statically (the entry itself and stylesheets excluded). */
  function imported(id: string): boolean {
    if (!closure) {
      closure = new Set();
      const stack = entryId ? [...(imports.get(entryId) ?? [])] : [];
      while (stack.length) {
        const next = stack.pop()!;
        if (closure.has(next)) continue;
        closure.add(next);
        stack.push(...(imports.get(next) ?? []));
      }
    }
    return closure.has(id) && !/\.css($|\?)/.test(id);
  }

  return { plugin, imported };
}
