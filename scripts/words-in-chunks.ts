// Part of `npm run budget`, on the built dist/: each chunk carries a room's words in one language only. A room
// file holds both languages (src/shared/i18n/messages/<room>.ts); scripts/vite-words.ts hands a chunk only the
// language its import names (@words/<lang>/<room>). Checked on the build's module map
// (dist/.vite/module-map.json) and on the chunks' text:
//  - no chunk holds a room file whole (imported without @words/<lang>/) nor both languages of a room (what a
//    chunk carries is downloaded by the visitors of either language);
//  - a chunk holding a room's zh-CN words holds none of the rooms' English words, and one holding English none
//    of their zh-CN ones (and does hold words of its own room: a search that finds nothing proves nothing);
//  - the first screens' chunks (those `npm run budget` counts) hold zh-CN room words and no English ones.
// A word is looked for as its key and text (`"card.apply":"Apply"`, as the minifier writes an object's entry),
// which only a room object holds: the same text elsewhere in the code (a library's message, the city's name in
// src/shared/config) is not mistaken for it. Words whose text is the same in both languages, or holds a quote or
// backslash (the minifier may re-escape them), are not looked for.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { firstScreenBytes } from './first-screen-bytes';
import type { ModuleMap } from './vite-module-map';
import { WORDS_DIR, type WordsLang } from './vite-words';

/** Per room and language, its words as key and text. */
export type RoomWords = Record<string, Record<WordsLang, Record<string, string>>>;

const OTHER: Record<WordsLang, WordsLang> = { zh: 'en', en: 'zh' };
const NAME: Record<WordsLang, string> = { zh: 'zh-CN', en: 'English' };

/** Every room's words, per language: the entries of its exports named ...Zh and ...En. */
export async function readRoomWords(dir = WORDS_DIR): Promise<RoomWords> {
  const rooms: RoomWords = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const module = (await import(pathToFileURL(join(dir, file)).href)) as Record<string, unknown>;
    const words: Record<WordsLang, Record<string, string>> = { zh: {}, en: {} };
    for (const [name, value] of Object.entries(module)) {
      const lang = /Zh$/.test(name) ? 'zh' : /En$/.test(name) ? 'en' : undefined;
      if (!lang || typeof value !== 'object' || value === null) continue;
      for (const [key, text] of Object.entries(value)) if (typeof text === 'string') words[lang][key] = text;
    }
    rooms[file.replace(/\.ts$/, '')] = words;
  }
  return rooms;
}

const pair = (key: string, text: string) => `${key}\u0000${text}`;
const shown = (entry: string) => `"${entry.replace('\u0000', '": "')}"`;

/** Per language, the words to look for (key and text, see the header), with the room each comes from. */
export function distinctiveWords(rooms: RoomWords): Record<WordsLang, Map<string, string>> {
  const out = { zh: new Map<string, string>(), en: new Map<string, string>() };
  for (const [room, words] of Object.entries(rooms))
    for (const lang of ['zh', 'en'] as const)
      for (const [key, text] of Object.entries(words[lang]))
        if (!/['"`\\\n]/.test(text) && words[OTHER[lang]][key] !== text) out[lang].set(pair(key, text), room);
  return out;
}

/** The object entries with a plain string value that a chunk's text holds, as key and text. */
export function entriesIn(code: string): Set<string> {
  const found = new Set<string>();
  const ENTRY =
    /(?:"([^"\\\n]+)"|'([^'\\\n]+)'|([A-Za-z_$][\w$]*))\s*:\s*(?:"([^"\\\n]*)"|'([^'\\\n]*)'|`([^`\\$]*)`)/g;
  for (const m of code.matchAll(ENTRY)) found.add(pair(m[1] ?? m[2] ?? m[3]!, m[4] ?? m[5] ?? m[6]!));
  return found;
}

// The rooms whose chunk still carries both languages, and why: hooks that pick the language as they render and
// return its words at once (src/features/saved-policies/lib/saved-search-words.ts, change-words.ts); one language
// per chunk there needs an asynchronous step on the language switch. Both are later screens' words, not a first
// screen's.
export const BOTH_LANGUAGES_READ_AT_RENDER = new Set(['saved-searches', 'saved-policy-changes']);

const ROOM_MODULE = /[\\/]src[\\/]shared[\\/]i18n[\\/]messages[\\/]([\w-]+)\.ts(?:\?lang=(zh|en))?$/;

export function wordsInChunks(dist: string, rooms: RoomWords): { lines: string[]; failures: string[] } {
  const failures: string[] = [];
  const mapFile = join(dist, '.vite/module-map.json');
  if (!existsSync(mapFile))
    return { lines: [], failures: [`no ${mapFile}: build again (vite build writes it)`] };
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as ModuleMap;
  const words = distinctiveWords(rooms);
  const inLang = (entries: Set<string>, lang: WordsLang) => [...entries].filter((e) => words[lang].has(e));
  const leak = (entries: string[], lang: WordsLang) =>
    entries
      .slice(0, 3)
      .map((e) => `${shown(e)} (${words[lang].get(e)})`)
      .join(', ');
  let checked = 0;
  for (const [file, modules] of Object.entries(map)) {
    const held = new Map<string, Set<WordsLang | 'both'>>();
    for (const { module } of modules) {
      const room = ROOM_MODULE.exec(module);
      if (!room) continue;
      const langs = held.get(room[1]!) ?? new Set();
      langs.add((room[2] as WordsLang | undefined) ?? 'both');
      held.set(room[1]!, langs);
    }
    if (held.size === 0) continue;
    const entries = entriesIn(readFileSync(join(dist, file), 'utf8'));
    for (const [room, langs] of held) {
      if (!langs.has('both') && langs.size > 1 && BOTH_LANGUAGES_READ_AT_RENDER.has(room)) continue;
      if (langs.has('both') || langs.size > 1) {
        failures.push(`${file} holds both languages of the room ${room}: import it as @words/<lang>/${room}`);
        continue;
      }
      const lang = [...langs][0] as WordsLang;
      checked += 1;
      const own = Object.entries(rooms[room]![lang]).map(([key, text]) => pair(key, text));
      if (!own.some((e) => words[lang].has(e) && entries.has(e)))
        failures.push(
          `${file} holds the room ${room} (${NAME[lang]}) but none of its words were found in it`,
        );
      const leaked = inLang(entries, OTHER[lang]);
      if (leaked.length)
        failures.push(
          `${file} holds ${NAME[lang]} words (${room}) and ${NAME[OTHER[lang]]} ones: ${leak(leaked, OTHER[lang])}`,
        );
    }
  }
  const screens = firstScreenBytes(dist);
  for (const screen of screens) {
    const entries = new Set(
      screen.js.files.flatMap((f) => [...entriesIn(readFileSync(join(dist, f), 'utf8'))]),
    );
    if (inLang(entries, 'zh').length === 0)
      failures.push(`${screen.screen}: no zh-CN room words in its chunks`);
    const leaked = inLang(entries, 'en');
    if (leaked.length)
      failures.push(
        `${screen.screen}: its first-screen chunks hold English room words: ${leak(leaked, 'en')}`,
      );
  }
  const lines = [
    `${failures.length ? 'WORDS' : 'ok  '} one language per chunk: ${checked} rooms in chunks and the ${screens.length} ` +
      `first screens searched for ${words.zh.size} zh-CN and ${words.en.size} English words`,
  ];
  return { lines, failures };
}
