// Refuses an import that closes a cycle: the imported module, following its own value imports, comes back to
// the importing file. A cycle makes evaluation order decide whether a binding is ready, so a module can see
// another's `undefined` at start-up. Imports of types only (`import type`, or every name marked `type`) carry no
// value and are not edges; a dynamic `import()` is evaluated later and is not an edge either.
// Every import in this codebase is relative, so the graph is read from the files with a small scanner and no
// resolver; it is built once per lint run and shared by every file.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];
const SOURCE = /\.(?:[cm]?[jt]sx?)$/;

/** The file a relative specifier names, or undefined for a package, an asset or a file that is not there. */
export function resolveSpecifier(fromFile, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const bare = specifier.replace(/[?#].*$/, '');
  const base = resolve(dirname(fromFile), bare);
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

// `import … from '…'`, `export … from '…'` and the bare `import '…'`; comments are blanked out first
const STATEMENT =
  /(?:^|[;\n}])\s*(import|export)\s+(type\s+)?([^;'"]*?)\s*from\s*['"]([^'"]+)['"]|(?:^|[;\n])\s*import\s*['"]([^'"]+)['"]/g;

function onlyTypes(clause) {
  const braces = clause.match(/^\{([\s\S]*)\}$/);
  if (!braces) return false;
  const names = braces[1]
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((n) => n.startsWith('type '));
}

/** The value imports of a module's text, as written. */
export function valueSpecifiers(text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const found = [];
  for (const m of code.matchAll(STATEMENT)) {
    if (m[5]) {
      found.push(m[5]);
      continue;
    }
    if (m[2] || onlyTypes(m[3].trim())) continue;
    found.push(m[4]);
  }
  return found;
}

const edges = new Map();

function importsOf(file) {
  let list = edges.get(file);
  if (!list) {
    let text;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      text = '';
    }
    list = [
      ...new Set(
        valueSpecifiers(text)
          .map((s) => resolveSpecifier(file, s))
          .filter(Boolean),
      ),
    ];
    edges.set(file, list);
  }
  return list;
}

/** The shortest chain of files from `start` back to `target`, or undefined when there is none. */
function pathBack(start, target) {
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of importsOf(file)) {
      if (next === target) {
        const chain = [file];
        let step = previous.get(file);
        while (step) {
          chain.unshift(step);
          step = previous.get(step);
        }
        return chain;
      }
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import that closes a cycle of value imports.' },
    schema: [],
    messages: {
      cycle:
        'Import cycle: {{chain}}. Move what both sides need into a module that imports neither, or import it as a type.',
    },
  },
  create(context) {
    const file = context.filename;
    const root = context.cwd;
    const short = (path) => (path.startsWith(root) ? path.slice(root.length + 1) : path);
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (node.importKind === 'type' || node.exportKind === 'type') return;
      if (
        node.type === 'ImportDeclaration' &&
        node.specifiers.length > 0 &&
        node.specifiers.every((s) => s.type === 'ImportSpecifier' && s.importKind === 'type')
      )
        return;
      const target = resolveSpecifier(file, source.value);
      if (!target || target === file) return;
      const chain = pathBack(target, file);
      if (!chain) return;
      context.report({
        node: source,
        messageId: 'cycle',
        data: { chain: [file, ...chain, file].map(short).join(' → ') },
      });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default noCycle;
