// What is new for a saved search: published after its last look. Apart from the store, so the list's first
// screen can mark 新 without loading it. DOM-free.
export interface Published {
  id: string;
  /** YYYY-MM-DD HH:mm:ss, China Standard Time (as the server writes it) */
  publishTime?: string;
}

const CST_OFFSET_MS = 8 * 3600 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the server writes publishTime: YYYY-MM-DD HH:mm:ss in China Standard Time. */
export function cstDateTime(ms: number): string {
  const d = new Date(ms + CST_OFFSET_MS);
  const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return `${day} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** Whether a policy was published after the instant (a record without a publication time is not new). */
export function publishedAfter(item: Pick<Published, 'publishTime'>, since: number): boolean {
  return !!item.publishTime && item.publishTime > cstDateTime(since);
}
