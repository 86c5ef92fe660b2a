// The build's own module graph (static imports only), for vite.config.ts's chunk groups: which modules a set
// of root modules imports statically, directly or not. Rules read from the graph cannot go stale as the code
// changes the way hand-written lists of files or components did.
import type { Plugin } from 'vite';

export function moduleGraph() {
  const imports = new Map<string, readonly string[]>();
  const closures = new Map<string, Set<string>>();

  const plugin: Plugin = {
    name: 'module-graph',
    apply: 'build',
    buildStart() {
      imports.clear();
      closures.clear();
    },
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
    },
  };

  /**
   * A test for a chunk group: whether a module is imported statically by one of the modules matching
   * `roots` (or, with `withRoots`, is one). Asked only while chunks are made, when the graph is complete.
   */
  function importedBy(roots: readonly RegExp[], withRoots = false): (id: string) => boolean {
    const name = `${roots.map(String).join('|')}:${withRoots}`;
    return (id) => {
      let closure = closures.get(name);
      if (!closure) {
        closure = new Set();
        const start = [...imports.keys()].filter((m) => roots.some((r) => r.test(m)));
        const stack = withRoots ? [...start] : start.flatMap((m) => imports.get(m) ?? []);
        while (stack.length) {
          const next = stack.pop()!;
          if (closure.has(next)) continue;
          closure.add(next);
          stack.push(...(imports.get(next) ?? []));
        }
        closures.set(name, closure);
      }
      return closure.has(id);
    };
  }

  return { plugin, importedBy };
}
