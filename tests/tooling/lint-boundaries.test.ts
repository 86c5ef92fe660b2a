// @vitest-environment node
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function boundaryMessages(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'boundaries/no-restricted-paths')
    .map((m) => m.message);
}

describe('lint boundaries (the project ESLint config)', () => {
  it('stops a feature importing another feature, statically, by re-export or dynamically', async () => {
    expect(
      await boundaryMessages(
        'src/features/policy/x.ts',
        "import { a } from '../matching/api';\nexport { a };\n",
      ),
    ).toEqual([expect.stringContaining('A feature may not import another feature')]);
    expect(
      await boundaryMessages('src/features/policy/x.ts', "export * from '../content/api';\n"),
    ).toHaveLength(1);
    expect(
      await boundaryMessages(
        'src/features/policy/x.ts',
        "export const m = () => import('../matching/api');\n",
      ),
    ).toHaveLength(1);
  });

  it('lets a feature import itself and shared', async () => {
    expect(
      await boundaryMessages(
        'src/features/policy/detail/x.ts',
        "import { a } from '../api/policy-queries';\nimport { b } from '../../../shared/format/money';\nexport { a, b };\n",
      ),
    ).toEqual([]);
    // a feature's rooms are one feature: the detail's room may use the card's
    expect(
      await boundaryMessages(
        'src/features/policy/detail/x.ts',
        "import { a } from '../card/policy-card';\nexport { a };\n",
      ),
    ).toEqual([]);
  });

  it('fences rooms at their feature: rooms of one feature share, other features stay out', async () => {
    expect(
      await boundaryMessages(
        'src/features/policy/detail/x.ts',
        "import { a } from '../../content/news/news-api';\nexport { a };\n",
      ),
    ).toEqual([expect.stringContaining('A feature may not import another feature')]);
    expect(
      await boundaryMessages(
        'src/features/matching/x.ts',
        "import { a } from '../policy/card/policy-card';\nexport { a };\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryMessages(
        'src/features/content/news/x.ts',
        "import { a } from '../../policy/card/policy-card';\nexport { a };\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryMessages(
        'src/features/content/info/x.ts',
        "import { a } from '../guide/guide-search';\nexport { a };\n",
      ),
    ).toEqual([]);
  });

  it('keeps shared free of screens and the browser free of the demo server', async () => {
    expect(
      await boundaryMessages(
        'src/shared/ui/x.ts',
        "import { a } from '../../features/policy/api';\nexport { a };\n",
      ),
    ).toEqual([expect.stringContaining('shared/ knows no screen')]);
    expect(
      await boundaryMessages('sw/x.ts', "import { a } from '../src/app/providers';\nexport { a };\n"),
    ).toHaveLength(1);
    expect(
      await boundaryMessages('src/app/x.ts', "import { a } from '../../server/data';\nexport { a };\n"),
    ).toEqual([expect.stringContaining('never import the demo server')]);
  });

  it('keeps the worker away from shared UI components', async () => {
    expect(
      await boundaryMessages('sw/x.ts', "import { a } from '../src/shared/ui/pager';\nexport { a };\n"),
    ).toEqual([expect.stringContaining('never its UI components')]);
    expect(
      await boundaryMessages('sw/lib/x.ts', "export const m = () => import('../../src/shared/ui/layers');\n"),
    ).toHaveLength(1);
    expect(
      await boundaryMessages('sw/x.ts', "import { a } from '../src/shared/api/paths';\nexport { a };\n"),
    ).toEqual([]);
  });

  it('keeps the demo server away from features, app and routes', async () => {
    expect(
      await boundaryMessages(
        'server/lib/x.ts',
        "import { a } from '../../src/features/policy/api';\nexport { a };\n",
      ),
    ).toEqual([expect.stringContaining('The demo server may share only')]);
    expect(
      await boundaryMessages('server/x.ts', "import { a } from '../src/app/providers';\nexport { a };\n"),
    ).toHaveLength(1);
    expect(
      await boundaryMessages('server/routes/x.ts', "export * from '../../src/routes/_portal';\n"),
    ).toHaveLength(1);
    expect(
      await boundaryMessages(
        'server/lib/x.ts',
        "import { a } from '../../src/shared/api/contract';\nexport { a };\n",
      ),
    ).toEqual([]);
  });

  it('lets routes and app compose features', async () => {
    expect(
      await boundaryMessages(
        'src/routes/x.ts',
        "import { a } from '../features/policy/api';\nexport { a };\n",
      ),
    ).toEqual([]);
  });
});

describe('lint fences for the first screens', () => {
  const restricted = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: join(root, file) });
    return (result?.messages ?? []).filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports');
  };

  it('refuses a direct import of a floating component: it comes through lazy-floating', async () => {
    for (const name of ['Menu', 'Popover', 'Tooltip', 'Combobox']) {
      expect(
        await restricted(
          'src/features/policy/home/x.tsx',
          `import { ${name} } from '@mantine/core';\nexport { ${name} };\n`,
        ),
      ).toEqual([expect.objectContaining({ message: expect.stringContaining('lazy-floating') })]);
    }
  });

  it('lets its types, the other components and the floating parts module through', async () => {
    expect(
      await restricted(
        'src/shared/ui/x.tsx',
        "import type { MenuProps } from '@mantine/core';\nexport type P = MenuProps;\n",
      ),
    ).toEqual([]);
    expect(
      await restricted(
        'src/shared/ui/x.tsx',
        "import { Button } from '@mantine/core';\nexport { Button };\n",
      ),
    ).toEqual([]);
    expect(
      await restricted('src/shared/ui/floating-parts.ts', "export { Menu } from '@mantine/core';\n"),
    ).toEqual([]);
  });
});

describe('lint fence against import cycles', () => {
  const cycles = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: join(root, file) });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/no-cycle').map((m) => m.message);
  };

  // server/lib/matching.ts imports ./applicant: applicant importing matching back closes a cycle
  it('refuses an import that comes back to the importing file, naming the chain', async () => {
    expect(
      await cycles(
        'server/lib/applicant.ts',
        "import { personProfile } from './matching';\nexport { personProfile };\n",
      ),
    ).toEqual([
      expect.stringContaining('server/lib/applicant.ts → server/lib/matching.ts → server/lib/applicant.ts'),
    ]);
    expect(await cycles('server/lib/applicant.ts', "export * from './matching';\n")).toHaveLength(1);
  });

  it('lets types and dynamic imports through: they carry no value at start-up', async () => {
    expect(
      await cycles(
        'server/lib/applicant.ts',
        "import type { MatchResult } from './matching';\nimport { type MODEL_OF } from './matching';\nexport type M = MatchResult | typeof MODEL_OF;\nexport const later = () => import('./matching');\n",
      ),
    ).toEqual([]);
  });
});

describe('lint fence for the one dialog wrapper', () => {
  const direct = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: join(root, file) });
    return (result?.messages ?? [])
      .filter((m) => m.ruleId === 'boundaries/dialog-wrapper')
      .map((m) => m.message);
  };

  it('refuses Modal or Drawer from @mantine/core outside src/shared/ui, however it is reached', async () => {
    expect(
      await direct(
        'src/features/user-centre/components/x.tsx',
        "import { Button, Modal } from '@mantine/core';\nexport const A = () => <Modal opened onClose={() => {}}><Button /></Modal>;\n",
      ),
    ).toEqual([expect.stringContaining('Use the dialog wrapper')]);
    expect(
      await direct(
        'src/app/layout/x.tsx',
        "import { Drawer as Side } from '@mantine/core';\nexport { Side };\n",
      ),
    ).toHaveLength(1);
    expect(await direct('src/app/x.ts', "export { ModalRoot } from '@mantine/core';\n")).toHaveLength(1);
    expect(
      await direct(
        'src/features/policy/x.tsx',
        "import * as core from '@mantine/core';\nexport const A = () => <core.Modal opened onClose={() => {}} />;\nexport const B = core.Drawer;\n",
      ),
    ).toHaveLength(2);
  });

  it('lets the wrappers in src/shared/ui, type-only imports and the other components through', async () => {
    expect(
      await direct(
        'src/shared/ui/x.tsx',
        "import { Modal, Drawer } from '@mantine/core';\nexport { Modal, Drawer };\n",
      ),
    ).toEqual([]);
    expect(
      await direct(
        'src/features/policy/x.ts',
        "import type { ModalProps } from '@mantine/core';\nimport { type DrawerProps, Button } from '@mantine/core';\nexport type P = ModalProps | DrawerProps;\nexport { Button };\n",
      ),
    ).toEqual([]);
  });
});
