// A file name as a person gave it, made safe to keep and show: no control characters (a CR LF would split a log
// line or a header), no path separators, and when cut to its limit it keeps its extension (`….pdf`).

export const MAX_FILE_NAME = 120;

/** control characters, line and paragraph separators, and the bidirectional overrides that disguise an extension */
// eslint-disable-next-line no-control-regex -- matching control characters is this expression's purpose
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

export function cleanFileName(raw: string, max = MAX_FILE_NAME): string {
  const name = raw.replace(UNSAFE, '').replace(/[\\/]/g, '_').trim();
  const chars = Array.from(name);
  if (chars.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? Array.from(name.slice(dot)) : [];
  const keep = ext.length > 0 && ext.length <= 10 ? ext : [];
  return chars.slice(0, max - keep.length).join('') + keep.join('');
}
