// A room's words, both languages, live in one file (src/shared/i18n/messages/<room>.ts): the zh-CN object(s),
// named ...Zh, and their English, named ...En and typed Translation<typeof ...Zh> so a key missing in English
// does not compile. Code names the language it wants in the import: `@words/zh/<room>` or `@words/en/<room>`.
// TypeScript maps both to the whole file (tsconfig paths) and so does tsx (server, scripts); this plugin
// (app, worker and vitest builds) hands the bundler only that language's declarations, so no chunk carries the
// other language's words.
//
// The layout a room file may have, top-level statement by statement:
//  - an import: from `@words/<lang>/<room>` it goes with that language, any other with both;
//  - a declaration (const, function, class) whose names all end in Zh (zh-CN) or all in En (English): with
//    that language only;
//  - any other declaration, type or interface: with both (helpers both languages use).
// Anything else (a statement mixing Zh and En names, re-exports, code run for its effect, a default export, a
// relative import of another room, which would bring both its languages) is refused with a build error, as
// is a kept declaration that uses a removed one other than as a type (the English may name the zh-CN object in
// `Translation<typeof roomZh>`, never spread it).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';

export type WordsLang = 'zh' | 'en';
const SUFFIX: Record<WordsLang, string> = { zh: 'Zh', en: 'En' };

export const WORDS_DIR = resolve(import.meta.dirname, '../src/shared/i18n/messages');
const SPECIFIER = /^@words\/(zh|en)\/([\w-]+)$/;
const SPLIT_ID = /^(.*[\\/]([\w-]+)\.ts)\?lang=(zh|en)$/;

export class UnsplittableRoom extends Error {
  constructor(file: string, node: ts.Node | undefined, source: ts.SourceFile | undefined, why: string) {
    const at =
      node && source ? `:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}` : '';
    super(
      `${file}${at}: cannot split this room file by language: ${why}. A room file holds imports, declarations ` +
        `named ...Zh (zh-CN) or ...En (English), and shared helpers (scripts/vite-words.ts says the layout).`,
    );
    this.name = 'UnsplittableRoom';
  }
}

/** The language of a name: Zh, En or neither (shared). */
function langOfName(name: string): WordsLang | undefined {
  if (/[a-z0-9]Zh$/.test(name)) return 'zh';
  if (/[a-z0-9]En$/.test(name)) return 'en';
  return undefined;
}

function declaredNames(statement: ts.Statement): string[] {
  if (ts.isVariableStatement(statement))
    return statement.declarationList.declarations.flatMap((d) =>
      ts.isIdentifier(d.name) ? [d.name.text] : [],
    );
  if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name)
    return [statement.name.text];
  return [];
}

const hasModifier = (node: ts.Node, kind: ts.SyntaxKind) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === kind);

/** Whether an identifier sits in a type (`typeof roomZh` in an annotation), where a removed name may stay. */
function inType(node: ts.Node): boolean {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) if (ts.isTypeNode(n)) return true;
  return false;
}

/**
 * The room file's source with only `lang`'s declarations (and what both share). Throws UnsplittableRoom
 * when the file's layout is not the one above.
 */
export function splitRoom(code: string, lang: WordsLang, file = 'room file'): string {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const refuse = (node: ts.Node | undefined, why: string) => {
    throw new UnsplittableRoom(file, node, source, why);
  };
  const removed = new Set<string>();
  const dropped: ts.Statement[] = [];
  let own = 0;
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const from = (statement.moduleSpecifier as ts.StringLiteral).text;
      const words = SPECIFIER.exec(from);
      if (words) {
        if (words[1] !== lang) {
          dropped.push(statement);
          const bindings = statement.importClause?.namedBindings;
          if (bindings && ts.isNamedImports(bindings))
            bindings.elements.forEach((e) => removed.add(e.name.text));
        }
      } else if (/^\.\/[\w-]+$/.test(from) && !statement.importClause?.isTypeOnly)
        refuse(
          statement,
          `it imports another room as '${from}' (both its languages): import @words/<lang>/<room>`,
        );
      continue;
    }
    if (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) continue;
    const isDeclaration =
      ts.isVariableStatement(statement) ||
      ts.isFunctionDeclaration(statement) ||
      ts.isClassDeclaration(statement);
    if (!isDeclaration) refuse(statement, 'a statement that is neither an import nor a declaration');
    if (hasModifier(statement, ts.SyntaxKind.DefaultKeyword)) refuse(statement, 'a default export');
    const names = declaredNames(statement);
    if (names.length === 0) refuse(statement, 'a declaration without a plain name');
    const langs = new Set(names.map(langOfName));
    if (langs.size > 1)
      refuse(statement, `one statement declares names of different languages (${names.join(', ')})`);
    const its = [...langs][0];
    if (its === lang) own += 1;
    else if (its) {
      dropped.push(statement);
      names.forEach((name) => removed.add(name));
    }
  }
  if (own === 0) refuse(undefined, `it declares nothing named ...${SUFFIX[lang]}`);

  // what stays must not use a removed declaration as a value
  const kept = source.statements.filter((s) => !dropped.includes(s));
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && removed.has(node.text) && !inType(node)) {
      const parent = node.parent;
      const isOwnName =
        (ts.isPropertyAssignment(parent) && parent.name === node) ||
        (ts.isPropertyAccessExpression(parent) && parent.name === node);
      if (!isOwnName)
        refuse(node, `a ${lang} declaration uses ${node.text}, which belongs to the other language`);
    }
    ts.forEachChild(node, visit);
  };
  kept.forEach(visit);

  // the kept statements with their comments and spacing, the dropped ones cut out
  let out = '';
  let from = 0;
  for (const statement of dropped) {
    out += code.slice(from, statement.getFullStart());
    from = statement.getEnd();
  }
  return out + code.slice(from);
}

/**
 * Resolves `@words/<lang>/<room>` to the room file in `dir` with `?lang=<lang>` and loads that language's part
 * only.
 */
export function wordsPlugin(dir = WORDS_DIR): Plugin {
  return {
    name: 'words-per-language',
    enforce: 'pre',
    resolveId(source) {
      const words = SPECIFIER.exec(source);
      return words ? `${resolve(dir, `${words[2]}.ts`)}?lang=${words[1]}` : null;
    },
    load(id) {
      const split = SPLIT_ID.exec(id);
      if (!split || resolve(dir, `${split[2]}.ts`) !== split[1]) return null;
      const [, file = '', , lang] = split;
      this.addWatchFile(file);
      return { code: splitRoom(readFileSync(file, 'utf8'), lang as WordsLang, file), moduleType: 'ts' };
    },
  };
}
