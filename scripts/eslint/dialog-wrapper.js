// Refuses Mantine's dialog components outside the dialog wrappers: every dialog goes through
// src/shared/ui/form-dialog.tsx (and the side drawer through src/shared/ui/side-drawer.tsx), so all of them
// trap and return focus, close on Escape, name their close button and load their styles the same way.
// The config scopes it (every src file but src/shared/ui). Type-only imports (ModalProps) carry no component
// and pass; a namespace import is checked where it is used (`core.Modal`), a re-export where it is written.
const PACKAGE = '@mantine/core';
const DIALOG = /^(?:Modal|Drawer)/;

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Dialogs come through the shared dialog wrapper, not Mantine’s Modal or Drawer.' },
    schema: [],
    messages: {
      direct:
        'Use the dialog wrapper (FormDialog or ConfirmDialog from src/shared/ui, or SideDrawer) instead of {{name}} from @mantine/core: it gives every dialog the same focus trap, Escape, close button and lazy styles.',
    },
  },
  create(context) {
    const namespaces = new Set();
    const report = (node, name) => context.report({ node, messageId: 'direct', data: { name } });
    const typeOnly = (declaration, specifier) =>
      declaration.importKind === 'type' ||
      declaration.exportKind === 'type' ||
      specifier.importKind === 'type' ||
      specifier.exportKind === 'type';
    const nameOf = (node) => (node.type === 'Identifier' ? node.name : node.value);

    return {
      ImportDeclaration(node) {
        if (node.source.value !== PACKAGE) return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportNamespaceSpecifier') {
            if (node.importKind !== 'type') namespaces.add(specifier.local.name);
          } else if (specifier.type === 'ImportSpecifier') {
            const name = nameOf(specifier.imported);
            if (DIALOG.test(name) && !typeOnly(node, specifier)) report(specifier, name);
          }
        }
      },
      ExportNamedDeclaration(node) {
        if (node.source?.value !== PACKAGE) return;
        for (const specifier of node.specifiers) {
          const name = nameOf(specifier.local);
          if (DIALOG.test(name) && !typeOnly(node, specifier)) report(specifier, name);
        }
      },
      ExportAllDeclaration(node) {
        if (node.source.value === PACKAGE && node.exportKind !== 'type')
          report(node, `export * from '${PACKAGE}'`);
      },
      MemberExpression(node) {
        if (node.object.type !== 'Identifier' || !namespaces.has(node.object.name)) return;
        const name = node.computed ? node.property.value : node.property.name;
        if (typeof name === 'string' && DIALOG.test(name)) report(node, name);
      },
      JSXMemberExpression(node) {
        if (node.object.type !== 'JSXIdentifier' || !namespaces.has(node.object.name)) return;
        if (DIALOG.test(node.property.name)) report(node, node.property.name);
      },
    };
  },
};
