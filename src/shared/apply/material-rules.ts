// What an application's materials may be: file types (checked by content, not by name) and sizes.
// Shared by the application form and the demo server, so both refuse the same files.

export const MATERIAL_EXTENSIONS = [
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
] as const;
export type MaterialExtension = (typeof MATERIAL_EXTENSIONS)[number];

export const MAX_MATERIAL_BYTES = 10 * 1024 * 1024;
export const MAX_APPLICATION_BYTES = 50 * 1024 * 1024;
/** files per material slot and per application */
export const MAX_FILES_PER_MATERIAL = 5;
export const MAX_FILES_PER_APPLICATION = 30;

/** The content family a file's first bytes show. */
export type ContentKind = 'png' | 'jpg' | 'gif' | 'webp' | 'pdf' | 'ole' | 'zip';

const starts = (b: Uint8Array, sig: readonly number[], offset = 0): boolean =>
  b.length >= offset + sig.length && sig.every((x, i) => b[offset + i] === x);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** Reads the content kind from a file's first bytes (16 are enough). */
export function sniffContent(head: Uint8Array): ContentKind | null {
  if (starts(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts(head, [0xff, 0xd8, 0xff])) return 'jpg';
  if (starts(head, ascii('GIF87a')) || starts(head, ascii('GIF89a'))) return 'gif';
  if (starts(head, ascii('RIFF')) && starts(head, ascii('WEBP'), 8)) return 'webp';
  if (starts(head, ascii('%PDF-'))) return 'pdf';
  if (starts(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (starts(head, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  return null;
}

const CONTENT_OF: Record<MaterialExtension, ContentKind> = {
  png: 'png',
  jpg: 'jpg',
  jpeg: 'jpg',
  gif: 'gif',
  webp: 'webp',
  pdf: 'pdf',
  doc: 'ole',
  xls: 'ole',
  docx: 'zip',
  xlsx: 'zip',
};

export const MIME_OF: Record<ContentKind, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  ole: 'application/octet-stream',
  zip: 'application/octet-stream',
};

export function extensionOf(name: string): MaterialExtension | null {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return MATERIAL_EXTENSIONS.find((e) => e === ext) ?? null;
}

export const isImageContent = (k: ContentKind): boolean =>
  k === 'png' || k === 'jpg' || k === 'gif' || k === 'webp';

export type MaterialProblem = 'empty' | 'tooLarge' | 'badType' | 'mismatch';

/** Why a file cannot be a material, or null when it can: name, size and first bytes. */
export function checkMaterialFile(name: string, size: number, head: Uint8Array): MaterialProblem | null {
  const ext = extensionOf(name);
  if (!ext) return 'badType';
  if (size === 0) return 'empty';
  if (size > MAX_MATERIAL_BYTES) return 'tooLarge';
  if (sniffContent(head) !== CONTENT_OF[ext]) return 'mismatch';
  return null;
}
