// A file for the locker, checked as application materials are (type by name and content, size) before it
// is sent; the server checks it again with the same rules.
import { checkMaterialFile, MAX_MATERIAL_BYTES, sniffContent } from '../apply/material-rules';
import type { MessageKey } from '../i18n/catalogue';

export interface FileRefusal {
  key: MessageKey;
  params: Record<string, string | number>;
}

export async function checkLockerFile(file: File): Promise<FileRefusal | null> {
  let first = new Uint8Array();
  try {
    first = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  } catch {
    // unreadable: refused below as a mismatch
  }
  const problem = checkMaterialFile(file.name, file.size, first);
  if (!problem && sniffContent(first)) return null;
  return {
    key: `apply.file.${problem ?? 'mismatch'}`,
    params: { name: file.name, max: `${Math.round(MAX_MATERIAL_BYTES / 1024 / 1024)} MB` },
  };
}
