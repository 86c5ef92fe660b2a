// File download helper: GET the file as a Blob, then save it under the given name.
import { request, type RequestOptions } from './http';

export const DEFAULT_DOWNLOAD_NAME = '下载文件';

/** Characters that Windows, macOS or the browser refuse in a saved file name. */
export function safeFileName(name: string): string {
  const visible = Array.from(name, (c) => (c.charCodeAt(0) < 32 ? '_' : c)).join('');
  const cleaned = visible.replace(/[\\/:*?"<>|]+/g, '_').trim();
  return cleaned === '' || /^\.+$/.test(cleaned) ? DEFAULT_DOWNLOAD_NAME : cleaned.slice(0, 200);
}

/** Hands a Blob to the browser's save mechanism through a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string = DEFAULT_DOWNLOAD_NAME): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = safeFileName(fileName);
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // revoked on the next task: some browsers read the URL only after click() returns
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

export async function downloadFile(
  path: string,
  fileName: string = DEFAULT_DOWNLOAD_NAME,
  query?: RequestOptions['query'],
): Promise<void> {
  const blob = await request<Blob>(path, { blob: true, query });
  saveBlob(blob, fileName);
}
