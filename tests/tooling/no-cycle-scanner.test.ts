// @vitest-environment node
import { describe, expect, it } from 'vitest';
// @ts-expect-error the lint plugin is plain JavaScript without types
import { valueSpecifiers } from '../../scripts/eslint/no-cycle.js';

describe('the import scanner behind the cycle fence', () => {
  it('reads value imports and re-exports, and skips types and comments', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import { type C, type D } from './c';",
      "import { type E, f } from './e';",
      "export * from './g';",
      "export type { H } from './h';",
      "import './side-effect';",
      "// import { x } from './commented';",
      "/* import { y } from './block'; */",
      "import {\n  m,\n  n,\n} from './multi';",
      "const later = () => import('./lazy');",
    ].join('\n');
    expect(valueSpecifiers(text)).toEqual(['./a', './e', './g', './side-effect', './multi']);
  });
});
