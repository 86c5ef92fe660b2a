// @vitest-environment node
// A room file holds both languages; scripts/vite-words.ts gives a build only the language an import names
// (@words/<lang>/<room>), and `npm run budget` (scripts/words-in-chunks.ts) checks the built chunks carry one.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { splitRoom, UnsplittableRoom, WORDS_DIR, wordsPlugin } from '../../scripts/vite-words';
import { wordsInChunks, type RoomWords } from '../../scripts/words-in-chunks';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

const room = (name: string) => readFileSync(join(WORDS_DIR, `${name}.ts`), 'utf8');

describe('splitRoom', () => {
  it("keeps one language's declarations of a room, with the shared imports and comments", () => {
    const zh = splitRoom(room('offline'), 'zh');
    expect(zh).toContain('export const offlineZh');
    expect(zh).toContain('当前处于离线状态，显示的是本机保存的内容');
    expect(zh).not.toContain('offlineEn');
    expect(zh).not.toContain('You are offline');
    expect(zh).toContain("import type { Translation } from '../types';");

    const en = splitRoom(room('offline'), 'en');
    expect(en).toContain('export const offlineEn: Translation<typeof offlineZh>');
    expect(en).toContain('You are offline; showing content saved on this device');
    expect(en).not.toContain('当前处于离线状态');
  });

  it("drops the other language's imports of other rooms and keeps a language's helpers", () => {
    const zh = splitRoom(room('centre'), 'zh');
    expect(zh).toContain("from '@words/zh/drafts'");
    expect(zh).not.toContain('@words/en/');
    expect(zh).toContain('const centreScreensZh');
    expect(zh).not.toContain('centreScreensEn');
    const en = splitRoom(room('centre'), 'en');
    expect(en).toContain("import { draftsEn } from '@words/en/drafts';");
    expect(en).not.toContain('@words/zh/');
    expect(en).toContain('export const centreEn: Translation<typeof centreZh> = { ...centreScreensEn');
  });

  it('keeps what both languages share', () => {
    const code = [
      "import type { Translation } from '../types';",
      "const CITY = '泉州';",
      'type Key = string;',
      "export const aZh = { 'a.city': CITY } as const;",
      "export const aEn: Translation<typeof aZh> = { 'a.city': 'Quanzhou' };",
    ].join('\n');
    const en = splitRoom(code, 'en');
    expect(en).toContain("const CITY = '泉州';");
    expect(en).toContain('type Key = string;');
    expect(en).not.toContain('aZh =');
  });

  it.each([
    [
      'a statement mixing languages',
      "export const aZh = { x: '甲' }, aEn = { x: 'A' };",
      /different languages/,
    ],
    [
      'a relative import of another room',
      "import { bZh } from './b';\nexport const aZh = { ...bZh };",
      /@words/,
    ],
    ['code run for its effect', "export const aZh = { x: '甲' };\nconsole.log(aZh);", /neither an import/],
    ['a default export', "export default function wordsEn() {}\nexport const aZh = { x: '甲' };", /default/],
    [
      'a re-export',
      "export { bZh } from '@words/zh/b';\nexport const aZh = { x: '甲' };",
      /neither an import/,
    ],
    [
      'English spreading the Chinese',
      "export const aZh = { x: '甲' };\nexport const aEn = { ...aZh };",
      /uses aZh/,
    ],
  ])('refuses %s, with a clear error', (_, code, why) => {
    const split = () => {
      splitRoom(code, 'en', 'messages/a.ts');
      splitRoom(code, 'zh', 'messages/a.ts');
    };
    expect(split).toThrow(UnsplittableRoom);
    expect(split).toThrow(why);
    expect(split).toThrow(/^messages\/a\.ts:\d+: cannot split this room file by language/);
  });

  it('refuses a room without the language asked for', () => {
    expect(() => splitRoom("export const aZh = { x: '甲' };", 'en', 'a.ts')).toThrow(
      /nothing named \.\.\.En/,
    );
  });
});

describe('the plugin in a build', () => {
  const bundle = async (entry: string, dir?: string) => {
    const root = tempDir('words-build-');
    writeFileSync(join(root, 'entry.js'), entry);
    const result = await build({
      configFile: false,
      root,
      logLevel: 'silent',
      plugins: [wordsPlugin(dir)],
      build: {
        write: false,
        minify: true,
        rolldownOptions: { input: join(root, 'entry.js'), preserveEntrySignatures: 'strict' },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    return outputs
      .flatMap((o) => o.output)
      .map((o) => (o.type === 'chunk' ? o.code : ''))
      .join('\n');
  };

  it('bundles only the language each import names, statically or lazily', async () => {
    const english = await bundle("export { offlineEn } from '@words/en/offline';");
    expect(english).toContain('You are offline; showing content saved on this device');
    expect(english).not.toMatch(/[\u4e00-\u9fff]/);
    const chinese = await bundle("export { centreZh } from '@words/zh/centre';");
    expect(chinese).toContain('我的政策');
    expect(chinese).toContain('草稿只保留在此页'); // the drafts' words, which centre spreads
    expect(chinese).not.toMatch(/My policies|Back to the first page/);
    const lazy = await bundle("export const load = () => import('@words/en/free');");
    expect(lazy).toContain('Receive');
    expect(lazy).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('fails the build on a room file it cannot split', async () => {
    const dir = tempDir('words-rooms-');
    writeFileSync(join(dir, 'bad.ts'), "export const badZh = { x: '甲' }, badEn = { x: 'A' };\n");
    await expect(bundle("export * from '@words/en/bad';", dir)).rejects.toThrow(
      /bad\.ts:1: cannot split this room file by language: one statement declares names of different languages/,
    );
  });
});

describe('one language per chunk (npm run budget)', () => {
  const rooms: RoomWords = {
    shell: {
      zh: { 'app.title': '政策直达平台', 'common.ok': 'OK' },
      en: { 'app.title': 'Policy portal', 'common.ok': 'OK' },
    },
    free: { zh: { 'free.title': '免申即享' }, en: { 'free.title': 'Receive without applying' } },
  };
  const M = '/repo/src/shared/i18n/messages';

  /** A built dist/ in miniature: the three first screens share `shared.js`; later rooms in their own chunks. */
  function fakeDist(chunks: Record<string, { code: string; modules: string[] }>): string {
    const dist = tempDir('words-dist-');
    mkdirSync(join(dist, '.vite'));
    mkdirSync(join(dist, 'assets'));
    const chunk = (file: string, imports: string[] = []) => ({ file: `assets/${file}`, imports });
    const manifest = {
      'index.html': { ...chunk('entry.js', ['_shared.js']), isEntry: true },
      '_shared.js': chunk('shared.js'),
      'src/app/boot.tsx': chunk('entry.js'),
      'src/routes/_portal.tsx?tsr-split=component': chunk('entry.js'),
      'src/routes/_portal/indexHome.tsx?tsr-split=component': chunk('entry.js'),
      'src/routes/_portal/policyList.tsx?tsr-split=component': chunk('entry.js'),
      'src/routes/_portal/policyDetail.tsx?tsr-split=component': chunk('entry.js'),
    };
    writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
    writeFileSync(join(dist, 'assets/entry.js'), 'import"./shared.js";');
    const map: Record<string, { module: string; bytes: number }[]> = {};
    for (const [file, { code, modules }] of Object.entries(chunks)) {
      writeFileSync(join(dist, 'assets', file), code);
      map[`assets/${file}`] = modules.map((module) => ({ module, bytes: code.length }));
    }
    writeFileSync(join(dist, '.vite/module-map.json'), JSON.stringify(map));
    return dist;
  }

  const good = {
    'shared.js': {
      code: 'const a={"app.title":"政策直达平台","common.ok":"OK"};',
      modules: [`${M}/shell.ts?lang=zh`],
    },
    'free-zh.js': { code: `export const f={'free.title':'免申即享'};`, modules: [`${M}/free.ts?lang=zh`] },
    'free-en.js': {
      code: 'export const f={"free.title":"Receive without applying"};',
      modules: [`${M}/free.ts?lang=en`],
    },
  };

  it('passes chunks that each hold one language', () => {
    expect(wordsInChunks(fakeDist(good), rooms).failures).toEqual([]);
  });

  it('fails a first screen that carries English words, naming them', () => {
    const dist = fakeDist({
      ...good,
      'shared.js': {
        code: `${good['shared.js'].code}const b={"app.title":"Policy portal"};`,
        modules: good['shared.js'].modules,
      },
    });
    const { failures } = wordsInChunks(dist, rooms);
    expect(failures).toContainEqual(
      expect.stringMatching(/^home: .*"app\.title": "Policy portal" \(shell\)/),
    );
    expect(failures).toContainEqual(
      expect.stringMatching(/^assets\/shared\.js holds zh-CN words \(shell\) and English/),
    );
  });

  it('fails an English chunk that carries Chinese, and a room imported whole', () => {
    const dist = fakeDist({
      ...good,
      'free-en.js': {
        code: 'export const f={"free.title":"Receive without applying"},g={"free.title":"免申即享"};',
        modules: [`${M}/free.ts?lang=en`],
      },
      'later.js': { code: 'export const f={};', modules: [`${M}/free.ts`] },
    });
    const { failures } = wordsInChunks(dist, rooms);
    expect(failures).toContainEqual(
      expect.stringMatching(
        /^assets\/free-en\.js holds English words \(free\) and zh-CN ones: "free\.title": "免申即享"/,
      ),
    );
    expect(failures).toContainEqual(
      'assets/later.js holds both languages of the room free: import it as @words/<lang>/free',
    );
  });

  it('fails a chunk said to hold a room whose words are not found in it (the search would be blind)', () => {
    const dist = fakeDist({
      ...good,
      'free-zh.js': { code: 'export const f=x;', modules: [`${M}/free.ts?lang=zh`] },
    });
    expect(wordsInChunks(dist, rooms).failures).toEqual([
      'assets/free-zh.js holds the room free (zh-CN) but none of its words were found in it',
    ]);
  });
});
