// Search over what this device holds (saved policies, persisted lists and details) when the server
// cannot be asked: Chinese word segmentation (Intl.Segmenter), a character-bigram fallback.

export interface DeviceRecord {
  id: string;
  name: string;
  department: string;
  area: string;
  /** when the device stored it (epoch ms) */
  savedAt: number;
  /** saved on purpose by the user, or kept by the query cache */
  source: 'saved' | 'cache';
}

export interface DeviceHit extends DeviceRecord {
  score: number;
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const PUNCTUATION = /[\s\p{P}\p{S}]+/u;

type SegmenterCtor = new (
  locale: string,
  options: { granularity: 'word' },
) => { segment(text: string): Iterable<{ segment: string; isWordLike?: boolean }> };

function wordSegmenter(): SegmenterCtor | null {
  const ctor = (Intl as unknown as { Segmenter?: SegmenterCtor }).Segmenter;
  return typeof ctor === 'function' ? ctor : null;
}

/** Overlapping two-character pieces of each CJK run; Latin words and numbers stay whole. */
export function bigrams(text: string): string[] {
  const out: string[] = [];
  for (const part of text.toLowerCase().split(PUNCTUATION)) {
    if (!part) continue;
    if (!CJK.test(part)) {
      out.push(part);
      continue;
    }
    const chars = [...part];
    if (chars.length === 1) out.push(part);
    for (let i = 0; i + 1 < chars.length; i += 1) out.push(`${chars[i] ?? ''}${chars[i + 1] ?? ''}`);
  }
  return [...new Set(out)];
}

/**
 * The query's words: Intl.Segmenter('zh') where the browser has it (runs of single characters it
 * leaves, such as 高 新, are joined again), otherwise the query's parts between spaces and punctuation.
 */
export function queryTerms(query: string, segmenter: SegmenterCtor | null = wordSegmenter()): string[] {
  const text = query.trim().toLowerCase();
  if (!text) return [];
  if (!segmenter) return [...new Set(text.split(PUNCTUATION).filter(Boolean))];
  const words: string[] = [];
  let run = '';
  const flush = () => {
    if (run) words.push(run);
    run = '';
  };
  for (const { segment, isWordLike } of new segmenter('zh', { granularity: 'word' }).segment(text)) {
    if (isWordLike === false || PUNCTUATION.test(segment)) {
      flush();
      continue;
    }
    if ([...segment].length === 1 && CJK.test(segment)) run += segment;
    else {
      flush();
      words.push(segment);
    }
  }
  flush();
  // a lone character such as 的 or 和 matches almost anything; keep it only when nothing else is left
  const longer = words.filter((w) => [...w].length > 1 || !CJK.test(w));
  return [...new Set(longer.length ? longer : words)];
}

/** A term is in a text when it is a substring, or (a longer Chinese term) when most of its bigrams are. */
function contains(text: string, term: string): boolean {
  if (text.includes(term)) return true;
  if ([...term].length < 3 || !CJK.test(term)) return false;
  const pieces = bigrams(term);
  return pieces.filter((p) => text.includes(p)).length >= Math.ceil(pieces.length * 0.6);
}

/** Name hits weigh 3, department 2, area 1; 0 unless every term is found somewhere. */
function scoreOf(record: DeviceRecord, terms: string[]): number {
  const fields: [string, number][] = [
    [record.name.toLowerCase(), 3],
    [record.department.toLowerCase(), 2],
    [record.area.toLowerCase(), 1],
  ];
  let score = 0;
  for (const term of terms) {
    const weight = fields.reduce((sum, [text, w]) => sum + (contains(text, term) ? w : 0), 0);
    if (weight === 0) return 0;
    score += weight;
  }
  return score;
}

/** Records matching every word of the query by name, department or area, best first. */
export function searchDevice(
  records: DeviceRecord[],
  query: string,
  segmenter: SegmenterCtor | null = wordSegmenter(),
): DeviceHit[] {
  const terms = queryTerms(query, segmenter);
  if (!terms.length) return [];
  return records
    .map((r) => ({ ...r, score: scoreOf(r, terms) }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || b.savedAt - a.savedAt);
}

/** One record per policy: the most recently stored copy wins, a deliberate save over a cached one. */
export function mergeRecords(records: DeviceRecord[]): DeviceRecord[] {
  const byId = new Map<string, DeviceRecord>();
  for (const r of records) {
    const seen = byId.get(r.id);
    if (
      !seen ||
      (r.source === 'saved' && seen.source !== 'saved') ||
      (r.source === seen.source && r.savedAt > seen.savedAt)
    )
      byId.set(r.id, r);
  }
  return [...byId.values()];
}
