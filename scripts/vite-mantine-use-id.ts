// Points @mantine/hooks' useId module at src/shared/ui/mantine-use-id.ts (same signature, no second render on
// mount). Matched by the importer being @mantine/hooks and the module's own path, so a Mantine upgrade that
// moves it fails tests/tooling/mantine-use-id.test.ts instead of silently bringing the second render back.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;
export function mantineUseId(): Plugin {
  const replacement = fileURLToPath(new URL('../src/shared/ui/mantine-use-id.ts', import.meta.url));
  return {
    name: 'mantine-use-id',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !/[\\/]@mantine[\\/]hooks[\\/]/.test(importer) || !source.endsWith('use-id.mjs')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && MANTINE_USE_ID.test(resolved.id) ? replacement : null;
    },
  };
}
