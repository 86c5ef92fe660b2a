// A tiny ESLint plugin for the project's import boundaries (routes → features → shared).
// Every import in this codebase is relative, so a zone check needs no module resolver: the
// specifier is resolved against the importing file and compared with the zone's folders.
import { dirname, isAbsolute, resolve, sep } from 'node:path';
import noCycle from './no-cycle.js';
import dialogWrapper from './dialog-wrapper.js';

const asList = (value) => (Array.isArray(value) ? value : [value]);
const inside = (path, folder) => path === folder || path.startsWith(folder + sep);

/** @type {import('eslint').Rule.RuleModule} */
const noRestrictedPaths = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports that cross the project’s layer boundaries.' },
    schema: [
      {
        type: 'object',
        properties: {
          basePath: { type: 'string' },
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                target: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
                from: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
                except: { type: 'array', items: { type: 'string' } },
                message: { type: 'string' },
              },
              required: ['target', 'from'],
              additionalProperties: false,
            },
          },
        },
        required: ['zones'],
        additionalProperties: false,
      },
    ],
    messages: { restricted: 'Unexpected path "{{specifier}}" imported in restricted zone. {{message}}' },
  },
  create(context) {
    const { zones, basePath = context.cwd } = context.options[0];
    const file = context.filename;
    const active = zones
      .filter((zone) => asList(zone.target).some((target) => inside(file, resolve(basePath, target))))
      .map((zone) => ({
        ...zone,
        from: asList(zone.from).map((folder) => resolve(basePath, folder)),
      }));
    if (active.length === 0) return {};

    const check = (node) => {
      const source = node?.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      if (!specifier.startsWith('.') && !isAbsolute(specifier)) return;
      const imported = resolve(dirname(file), specifier);
      for (const zone of active) {
        const from = zone.from.find((folder) => inside(imported, folder));
        if (!from) continue;
        const allowed = (zone.except ?? []).some((exception) => inside(imported, resolve(from, exception)));
        if (allowed) continue;
        context.report({
          node: source,
          messageId: 'restricted',
          data: { specifier, message: zone.message ?? '' },
        });
        return;
      }
    };

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default {
  meta: { name: 'boundaries' },
  rules: {
    'no-restricted-paths': noRestrictedPaths,
    'no-cycle': noCycle,
    'dialog-wrapper': dialogWrapper,
  },
};
