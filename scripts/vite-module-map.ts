// Writes .vite/module-map.json beside the build manifest: for every JavaScript chunk, the modules
// Rolldown put into it and how many bytes of the chunk each renders. `npm run budget -- --modules`
// reads it to say where a first screen's bytes come from. Only numbers: nothing of it is served.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export type ModuleMap = Record<string, { module: string; bytes: number }[]>;

export function moduleMapPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-module-map',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    generateBundle(_options, bundle) {
      const map: ModuleMap = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        map[output.fileName] = Object.entries(output.modules)
          .map(([module, info]) => ({ module, bytes: info.renderedLength }))
          .filter((m) => m.bytes > 0);
      }
      mkdirSync(join(outDir, '.vite'), { recursive: true });
      writeFileSync(join(outDir, '.vite/module-map.json'), JSON.stringify(map));
    },
  };
}
