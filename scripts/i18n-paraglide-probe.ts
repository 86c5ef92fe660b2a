// Measures the portal's message catalogue (src/shared/i18n/) against Paraglide JS 2, a compiler that turns
// every message into its own function so the bundler keeps only the messages a chunk calls. docs/i18n.md
// has the figures and the decision. Nothing here is part of the app or of `npm test`: it is the measurement.
//
// Run it (Paraglide stays outside the repo's node_modules):
//   mkdir -p /work/paraglide-probe && cd /work/paraglide-probe && npm init -y
//   npm install @inlang/paraglide-js@2 @inlang/plugin-message-format@4
//   cd <repo> && npx vite build          # the build whose first screens are measured (dist/)
//   npx tsx scripts/i18n-paraglide-probe.ts /work/paraglide-probe
//
// What it does:
//  1. reads every room of the catalogue (src/shared/i18n/messages/<room>.ts, both languages) and writes
//     them as Paraglide's inlang project in the probe directory: project.inlang/settings.json (baseLocale zh-CN,
//     the message-format plugin), messages/zh-CN.json and messages/en.json. Our placeholders are `{name}`, which
//     is also Paraglide's syntax; the catalogue has no plural syntax (useFormat's count() picks one of two keys
//     by Intl.PluralRules), so each key stays one message;
//  2. compiles them with Paraglide's compiler (run by node inside the probe directory, where its packages are):
//     the default output (one module per message, each carrying both languages) and, for the lower bound of
//     Paraglide's experimental per-language builds, one output per language (experimentalStaticLocale);
//  3. finds, for each first screen (home, list, detail: the chunks scripts/first-screen-bytes.ts counts), the
//     message keys the built chunks name (a quoted key that is not a catalogue property, or a template such as
//     `filter.amount.${x}`, which stands for every key it can make);
//  4. bundles with Vite (Rolldown, minified, es2022, as the app is built) for each first screen: Paraglide's
//     runtime with exactly those message functions; and our catalogue as the first screens load it
//     (language.ts, catalogue.ts and the first screens' namespaces; the rest of the app external); and measures
//     gzip (level 9, as `npm run budget`) and brotli;
//  5. measures in the real build how many gzip bytes the message objects add to the first screens' chunks
//     (each chunk gzipped with and without them).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { wordsPlugin } from './vite-words';
import { firstScreenBytes } from './first-screen-bytes';
import { keysNamed } from './message-keys';

type Messages = Record<string, string>;
interface Size {
  gzip: number;
  brotli: number;
}

const repo = resolve(import.meta.dirname, '..');
const MESSAGES = join(repo, 'src/shared/i18n/messages');
const I18N = join(repo, 'src/shared/i18n');

const size = (code: string | Buffer): Size => ({
  gzip: gzipSync(code, { level: 9 }).length,
  brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});

function isMessages(value: unknown): value is Messages {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).length > 0 &&
    Object.values(value).every((text) => typeof text === 'string')
  );
}

/**
 * Every exported message object of a room file, merged per language: the zh-CN ones are named ...Zh, their
 * English ...En (a room may spread another's: centre has drafts).
 */
async function roomMessages(file: string): Promise<{ zh: Messages; en: Messages }> {
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  const merged = { zh: {} as Messages, en: {} as Messages };
  for (const [name, value] of Object.entries(module)) {
    const lang = /Zh$/.test(name) ? 'zh' : /En$/.test(name) ? 'en' : undefined;
    if (lang && isMessages(value)) Object.assign(merged[lang], value);
  }
  return merged;
}

/**
 * The rooms the catalogue does not register (saved searches, saved-policy changes, the stored list: read by
 * the worker and by lazy screens through their own objects) name their keys without a namespace; in one
 * Paraglide project they take the room's name as one (savedSearches.notifyTitle).
 */
function namespaced(room: string, messages: Messages): Messages {
  if (Object.keys(messages).every((key) => key.includes('.'))) return messages;
  const prefix = room.replace(/\.ts$/, '').replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
  return Object.fromEntries(Object.entries(messages).map(([key, text]) => [`${prefix}.${key}`, text]));
}

/** The whole catalogue, both languages, every room (also those the catalogue does not register). */
async function readCatalogue(): Promise<{ zh: Messages; en: Messages; rooms: number }> {
  const zh: Messages = {};
  const en: Messages = {};
  const rooms = readdirSync(MESSAGES).filter((f) => f.endsWith('.ts'));
  for (const room of rooms) {
    const both = await roomMessages(join(MESSAGES, room));
    const roomZh = namespaced(room, both.zh);
    const roomEn = namespaced(room, both.en);
    for (const [into, from, lang] of [
      [zh, roomZh, 'zh-CN'],
      [en, roomEn, 'en'],
    ] as const) {
      for (const [key, text] of Object.entries(from)) {
        if (key in into && into[key] !== text) throw new Error(`${key} differs between rooms (${lang})`);
        into[key] = text;
      }
    }
    const missing = Object.keys(roomZh).filter((key) => !(key in roomEn));
    if (missing.length) throw new Error(`the English of messages/${room} lacks ${missing.join(', ')}`);
  }
  return { zh, en, rooms: rooms.length };
}

/** Our `{name}` placeholders are Paraglide's; any other brace would be read as syntax, so it is refused. */
function toParaglide(text: string, key: string): string {
  const rest = text.replace(/\{\w+\}/g, '');
  if (/[{}\\]/.test(rest)) throw new Error(`${key}: a brace or backslash the converter does not translate`);
  return text;
}

function writeProject(probe: string, zh: Messages, en: Messages): void {
  mkdirSync(join(probe, 'project.inlang'), { recursive: true });
  mkdirSync(join(probe, 'messages'), { recursive: true });
  writeFileSync(
    join(probe, 'project.inlang/settings.json'),
    JSON.stringify(
      {
        $schema: 'https://inlang.com/schema/project-settings',
        baseLocale: 'zh-CN',
        locales: ['zh-CN', 'en'],
        // the plugin is handed to the loader from node_modules (compile.mjs): no module URL to fetch
        modules: [],
        'plugin.inlang.messageFormat': { pathPattern: './messages/{locale}.json' },
      },
      null,
      2,
    ),
  );
  for (const [lang, messages] of [
    ['zh-CN', zh],
    ['en', en],
  ] as const) {
    const json: Record<string, string> = { $schema: 'https://inlang.com/schema/inlang-message-format' };
    for (const [key, text] of Object.entries(messages)) json[key] = toParaglide(text, key);
    writeFileSync(join(probe, `messages/${lang}.json`), `${JSON.stringify(json, null, 2)}\n`);
  }
}

/** Paraglide's compiler, run by node in the probe directory (where its packages resolve). */
const COMPILE_MJS = `// written by scripts/i18n-paraglide-probe.ts
import fs from 'node:fs';
import { loadProjectFromDirectory } from '@inlang/sdk';
import { compileProject, defaultCompilerOptions, writeOutput } from '@inlang/paraglide-js';
import messageFormat from '@inlang/plugin-message-format';

const variants = {
  // the default output; the language is the stored choice, else zh-CN (as languageStore does); isServer as
  // Paraglide advises for Vite, so the bundler drops the server's code
  paraglide: {},
  // Paraglide's experimental per-language builds (its experimentalPerLocaleBuild Vite plugin): the compiler
  // writes the static-locale expression the plugin's environments define, one client build per language, so
  // the bundler drops the other language's strings; that plugin asks for locale-modules, so both are measured
  'paraglide-per-locale': {
    experimentalStaticLocale: '/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__',
    outputStructure: 'message-modules',
  },
  'paraglide-per-locale-modules': {
    experimentalStaticLocale: '/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__',
    outputStructure: 'locale-modules',
  },
};
for (const [outdir, extra] of Object.entries(variants)) {
  const project = await loadProjectFromDirectory({ path: './project.inlang', fs, providePlugins: [messageFormat] });
  const errors = await project.errors.get();
  if (errors.length) throw new Error(errors.map(String).join('\\n'));
  const output = await compileProject({
    compilerOptions: {
      ...defaultCompilerOptions,
      strategy: ['localStorage', 'baseLocale'],
      localStorageKey: 'portal.lang',
      isServer: 'import.meta.env.SSR',
      emitReadme: false,
      ...extra,
    },
    project,
    projectPath: './project.inlang',
  });
  await writeOutput({ directory: './' + outdir, output, cleanDirectory: true, fs: fs.promises });
  await project.close();
}
const version = JSON.parse(fs.readFileSync('node_modules/@inlang/paraglide-js/package.json', 'utf8')).version;
console.log(version);
`;

function compileParaglide(probe: string): string {
  writeFileSync(join(probe, 'compile.mjs'), COMPILE_MJS);
  return execFileSync(process.execPath, ['compile.mjs'], { cwd: probe, encoding: 'utf8' }).trim();
}

/** Skips a string literal starting at `i` (any quote; templates' ${} nest); returns the index after it. */
function skipString(code: string, i: number): number {
  const quote = code[i];
  let j = i + 1;
  while (j < code.length) {
    const c = code[j];
    if (c === '\\') j += 2;
    else if (c === quote) return j + 1;
    else if (quote === '`' && c === '$' && code[j + 1] === '{') j = skipBalanced(code, j + 1);
    else j += 1;
  }
  throw new Error('unterminated string');
}

/** From a `{` at `i`, the index after its matching `}` (strings inside are skipped). */
function skipBalanced(code: string, i: number): number {
  let depth = 0;
  let j = i;
  while (j < code.length) {
    const c = code[j];
    if (c === '"' || c === "'" || c === '`') {
      j = skipString(code, j);
      continue;
    }
    if (c === '{') depth += 1;
    if (c === '}') {
      depth -= 1;
      if (depth === 0) return j + 1;
    }
    j += 1;
  }
  throw new Error('unbalanced braces');
}

/**
 * The chunk without its message objects: every object literal whose first property is a catalogue key and
 * whose properties are all keys with string texts becomes `{}` (the same rendering, minus the words).
 */
function withoutMessages(code: string, keys: ReadonlySet<string>): { code: string; objects: number } {
  const start = /\{(["'`])([A-Za-z][\w-]*(?:\.[\w-]+)+)\1:/g;
  let out = '';
  let from = 0;
  let objects = 0;
  for (const match of code.matchAll(start)) {
    const at = match.index;
    if (at < from || !keys.has(match[2]!)) continue;
    const end = skipBalanced(code, at);
    const body = code.slice(at + 1, end - 1);
    // key:text pairs only (a spread, a function or a number would make it something else than a catalogue)
    const pair = /^(["'`])[\w.-]+\1:(["'`])/;
    let rest = body;
    let ok = true;
    while (rest.length) {
      if (!pair.test(rest)) {
        ok = false;
        break;
      }
      const textStart = rest.indexOf(':') + 1;
      const textEnd = skipString(rest, textStart);
      rest = rest.slice(textEnd).replace(/^,/, '');
    }
    if (!ok) continue;
    out += code.slice(from, at) + '{}';
    from = end;
    objects += 1;
  }
  return { code: out + code.slice(from), objects };
}

/** Vite's production build of one entry (nothing written): the entry chunk and its static imports. */
async function bundle(
  root: string,
  entry: string,
  external: (id: string, importer: string | undefined) => boolean,
  define: Record<string, string> = {},
): Promise<{
  first: Size;
  firstBytes: number;
  code: string;
  lazy: { name: string; size: Size; code: string }[];
}> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    define,
    // a room in one language, as the app's build takes it (@words/<lang>/<room>)
    plugins: [wordsPlugin()],
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      modulePreload: false,
      rolldownOptions: {
        input: entry,
        preserveEntrySignatures: 'strict',
        external: (id, importer) => external(id, importer),
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs
    .flatMap((o) => o.output)
    .filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const first = new Set<string>();
  const visit = (name: string) => {
    // (an external import, React or a node: module, is no chunk of this build)
    if (first.has(name) || !byName.has(name)) return;
    first.add(name);
    for (const imported of byName.get(name)?.imports ?? []) visit(imported);
  };
  chunks.filter((c) => c.isEntry).forEach((c) => visit(c.fileName));
  const code = [...first].map((name) => byName.get(name)!.code).join('\n');
  // the bundle as measured, to read (probe/out/)
  const out = join(root, 'out', entry.replace(/^.*\//, ''));
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, code);
  return {
    first: size(code),
    firstBytes: Buffer.byteLength(code),
    code,
    lazy: chunks
      .filter((c) => !first.has(c.fileName))
      .map((c) => ({ name: c.name, size: size(c.code), code: c.code })),
  };
}

/** Paraglide's output for one screen: the runtime and exactly the message functions the screen calls. */
function paraglideEntry(probe: string, outdir: string, screen: string, keys: string[]): string {
  const file = join(probe, 'entries', `${outdir}-${screen}.js`);
  mkdirSync(dirname(file), { recursive: true });
  const imports = keys.map((key, i) => `  ${JSON.stringify(key)} as m${i},`).join('\n');
  writeFileSync(
    file,
    `import {\n${imports}\n} from '../${outdir}/messages.js';\n` +
      `export { getLocale, setLocale } from '../${outdir}/runtime.js';\n` +
      `export const messages = [${keys.map((_, i) => `m${i}`).join(', ')}];\n`,
  );
  return file;
}

/** Our catalogue as the first screens load it: language.ts (useT, t, setLanguage ...) and what it imports. */
function oursEntry(probe: string): string {
  const file = join(probe, 'entries', 'ours.js');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `export * from ${JSON.stringify(join(I18N, 'language.ts'))};\n`);
  return file;
}

/** For our catalogue: only src/shared/i18n is bundled; React and the app's storage stay outside. */
function outsideI18n(id: string, importer: string | undefined): boolean {
  if (id.startsWith('\0')) return false;
  if (id.startsWith('@words/')) return false;
  if (!id.startsWith('.') && !id.startsWith('/')) return !/vite|preload-helper/.test(id);
  const path = id.startsWith('.') && importer ? resolve(dirname(importer), id) : id;
  return !path.startsWith(I18N) && !path.includes('/entries/');
}

const isNodeModule = (id: string) => id.startsWith('node:');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const probe = resolve(process.argv[2] ?? '');
  const dist = resolve(repo, process.env.DIST_DIR ?? 'dist');
  if (!process.argv[2] || !existsSync(join(probe, 'node_modules/@inlang/paraglide-js'))) {
    throw new Error(
      'usage: npx tsx scripts/i18n-paraglide-probe.ts <probe dir with @inlang/paraglide-js@2 installed>',
    );
  }
  if (!existsSync(join(dist, '.vite/manifest.json')))
    throw new Error(`no build in ${dist}: run npx vite build`);

  const { zh, en, rooms } = await readCatalogue();
  const allKeys = new Set(Object.keys(zh));
  writeProject(probe, zh, en);
  for (const dir of ['entries', 'out']) rmSync(join(probe, dir), { recursive: true, force: true });
  const version = compileParaglide(probe);
  console.log(`catalogue: ${allKeys.size} keys in ${rooms} rooms, both languages; Paraglide JS ${version}\n`);

  // which keys each first screen's chunks name, and what the message objects weigh in them
  const screens = firstScreenBytes(dist);
  const perScreen = [];
  for (const s of screens) {
    const used = new Set<string>();
    const templates = new Set<string>();
    let chunkGzip = 0;
    let withoutGzip = 0;
    let objects = 0;
    for (const file of s.js.files) {
      const code = readFileSync(join(dist, file), 'utf8');
      const named = keysNamed(code, allKeys);
      named.keys.forEach((key) => used.add(key));
      named.templates.forEach((t) => templates.add(t));
      const stripped = withoutMessages(code, allKeys);
      chunkGzip += size(code).gzip;
      withoutGzip += size(stripped.code).gzip;
      objects += stripped.objects;
    }
    const keys = [...used].sort();
    const paraglide = await bundle(probe, paraglideEntry(probe, 'paraglide', s.screen, keys), isNodeModule);
    // a per-language build of each structure: the static locale defined as the plugin's environments do
    const perLocale = async (outdir: string, lang: string) =>
      (
        await bundle(probe, paraglideEntry(probe, outdir, `${s.screen}-${lang}`, keys), isNodeModule, {
          'globalThis.__PARAGLIDE_STATIC_LOCALE__': JSON.stringify(lang),
        })
      ).first;
    const staticZh = await perLocale('paraglide-per-locale', 'zh-CN');
    const staticEn = await perLocale('paraglide-per-locale', 'en');
    const localeModulesZh = await perLocale('paraglide-per-locale-modules', 'zh-CN');
    const localeModulesEn = await perLocale('paraglide-per-locale-modules', 'en');
    const runtimeOnly = await bundle(
      probe,
      paraglideEntry(probe, 'paraglide', `${s.screen}-runtime`, []),
      isNodeModule,
    );
    perScreen.push({
      screen: s.screen,
      keys,
      templates: [...templates],
      inSitu: { objects, gzip: chunkGzip - withoutGzip, screenGzip: s.js.gzip },
      paraglide,
      staticZh,
      staticEn,
      localeModulesZh,
      localeModulesEn,
      runtimeOnly,
    });
  }

  // a visit through all three first screens: ours downloads the catalogue once, Paraglide each screen's messages
  const unionKeys = [...new Set(perScreen.flatMap((p) => p.keys))].sort();
  const union = await bundle(probe, paraglideEntry(probe, 'paraglide', 'all-three', unionKeys), isNodeModule);

  const ours = await bundle(probe, oursEntry(probe), outsideI18n);
  const oursEn = ours.lazy.find((c) => c.name === 'catalogue-en');
  if (!oursEn)
    throw new Error('the English first-screen catalogue (catalogue-en) is not a lazy chunk of its own');
  const oursBoth = {
    gzip: ours.first.gzip + oursEn.size.gzip,
    brotli: ours.first.brotli + oursEn.size.brotli,
  };

  // ours, if the first rooms held only the keys some first screen names (the others moved to later rooms):
  // the same bundles with their message objects replaced by one object of those keys
  const { zhCN } = await import('../src/shared/i18n/catalogue');
  const namedFirst = unionKeys.filter((key) => key in zhCN);
  const pick = (messages: Messages) =>
    JSON.stringify(Object.fromEntries(namedFirst.map((key) => [key, messages[key] ?? ''])));
  const trimmedZh = size(`${withoutMessages(ours.code, allKeys).code}\nvar trimmed=${pick(zh)};`);
  const trimmedEn = size(`${withoutMessages(oursEn.code, allKeys).code}\nvar trimmed=${pick(en)};`);

  // the first rooms' keys no chunk of the build (nor the worker) names, by a quote or a template
  const everyChunk = [
    ...readdirSync(join(dist, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => join('assets', file)),
    'sw.js',
  ].map((file) => readFileSync(join(dist, file), 'utf8'));
  const namedAnywhere = new Set(everyChunk.flatMap((code) => [...keysNamed(code, allKeys).keys]));
  const namedNowhere = Object.keys(zhCN).filter((key) => !namedAnywhere.has(key));

  const cell = (x: Size) => `${kb(x.gzip)} (${kb(x.brotli)})`.padEnd(20);
  console.log(
    'per first screen, gzip (brotli) of the i18n code and words it downloads before it can show\n' +
      '(Paraglide stable: both languages in each message function; per-language: its experimental per-locale build)\n' +
      'screen  keys  ours zh             ours en             Paraglide stable    per-language zh/en  ' +
      'per-language locale-modules zh/en',
  );
  for (const p of perScreen) {
    console.log(
      `${p.screen.padEnd(8)}${String(p.keys.length).padEnd(6)}${cell(ours.first)}${cell(oursBoth)}` +
        `${cell(p.paraglide.first)}${`${kb(p.staticZh.gzip)} / ${kb(p.staticEn.gzip)}`.padEnd(20)}` +
        `${kb(p.localeModulesZh.gzip)} / ${kb(p.localeModulesEn.gzip)}`,
    );
  }
  console.log(
    `all three (${unionKeys.length} keys): ours ${kb(ours.first.gzip)} zh / ${kb(oursBoth.gzip)} en, ` +
      `Paraglide stable ${kb(union.first.gzip)} (${kb(union.first.brotli)} br)`,
  );
  console.log(`Paraglide's runtime alone (in every figure above): ${cell(perScreen[0]!.runtimeOnly.first)}`);
  console.log(
    `ours with the first rooms trimmed to the ${namedFirst.length} keys first screens name: ` +
      `${kb(trimmedZh.gzip)} zh / ${kb(trimmedZh.gzip + trimmedEn.gzip)} en`,
  );
  console.log(
    '\nin the real build (dist/): gzip the message objects add to each first screen (chunks with and without them)',
  );
  for (const p of perScreen) {
    console.log(
      `${p.screen.padEnd(8)}${kb(p.inSitu.gzip)} of ${kb(p.inSitu.screenGzip)} (${p.inSitu.objects} message objects)`,
    );
  }
  console.log(
    `\nkeys made by templates in the first screens: ${[...new Set(perScreen.flatMap((p) => p.templates))].join('  ')}`,
  );
  const firstNamespaceKeys = Object.keys(zhCN).length;
  console.log(`our first screens carry the ${firstNamespaceKeys} keys of the first rooms; they name:`);
  for (const p of perScreen)
    console.log(
      `  ${p.screen}: ${p.keys.length} (${p.keys.filter((key) => !(key in zhCN)).length} of later rooms)`,
    );
  console.log(
    `of the first rooms' keys, no chunk of the build nor the worker names ${namedNowhere.length}: ${namedNowhere.join(' ')}`,
  );

  writeFileSync(
    join(probe, 'results.json'),
    JSON.stringify(
      {
        version,
        keys: allKeys.size,
        rooms,
        firstNamespaceKeys,
        namedNowhere,
        ours: ours.first,
        oursEn: oursEn.size,
        trimmed: { keys: namedFirst.length, zh: trimmedZh, en: trimmedEn },
        union: { keys: unionKeys.length, size: union.first },
        perScreen: perScreen.map((p) => ({
          ...p,
          paraglide: p.paraglide.first,
          runtimeOnly: p.runtimeOnly.first,
        })),
      },
      null,
      2,
    ),
  );
  console.log(`\nfull figures: ${join(probe, 'results.json')}`);
}

await main();
