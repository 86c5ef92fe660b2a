// @vitest-environment jsdom
// The build points @mantine/hooks' useId at src/shared/ui/mantine-use-id.ts (scripts/vite-mantine-use-id.ts):
// the module must still be where the plugin looks for it, and the replacement must give the same ids without
// Mantine's second render on mount.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { useId as mantineUseId } from '@mantine/hooks';
import { useId } from '../../src/shared/ui/mantine-use-id';
import { MANTINE_USE_ID } from '../../scripts/vite-mantine-use-id';

const require = createRequire(import.meta.url);
// the package's CommonJS entry sits beside its esm folder (cjs/index.cjs)
const hooksEsm = join(dirname(dirname(require.resolve('@mantine/hooks'))), 'esm');

function renders(hook: (id?: string) => string, staticId?: string) {
  const seen: string[] = [];
  function Field() {
    const id = hook(staticId);
    seen.push(id);
    return <input id={id} aria-label="x" />;
  }
  render(
    <>
      <Field />
      <Field />
    </>,
  );
  return seen;
}

describe("Mantine's useId in the build", () => {
  it('is the module the plugin redirects, imported by the package as the plugin expects', () => {
    const file = resolve(hooksEsm, 'use-id/use-id.mjs');
    expect(existsSync(file)).toBe(true);
    expect(MANTINE_USE_ID.test(file)).toBe(true);
    expect(readFileSync(join(hooksEsm, 'index.mjs'), 'utf8')).toContain('"./use-id/use-id.mjs"');
  });

  it("renders each field once with a unique id, where Mantine's renders twice", () => {
    const ours = renders(useId);
    expect(ours).toHaveLength(2);
    expect(new Set(ours).size).toBe(2);
    expect(ours.every((id) => /^mantine-[\w-]+$/.test(id))).toBe(true);
    // the module it replaces: a second render of every field after mounting
    expect(renders(mantineUseId)).toHaveLength(4);
  });

  it('keeps a given id', () => {
    expect(renders(useId, 'region-select')).toEqual(['region-select', 'region-select']);
  });
});
