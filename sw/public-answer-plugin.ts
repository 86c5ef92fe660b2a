// Only successful, shareable API answers enter a cache: an error envelope or a private answer never does.
import type { WorkboxPlugin } from 'workbox-core/types.js';

const SUCCESS_CODES = new Set(['200', '0000', '0001']);

export const publicAnswerPlugin: WorkboxPlugin = {
  async cacheWillUpdate({ response }) {
    if (response.status !== 200) return null;
    const cacheControl = response.headers.get('Cache-Control') ?? '';
    if (/no-store|private/i.test(cacheControl)) return null;
    if (/authorization|cookie/i.test(response.headers.get('Vary') ?? '')) return null;
    try {
      const envelope = (await response.clone().json()) as { code?: unknown };
      return SUCCESS_CODES.has(String(envelope.code)) ? response : null;
    } catch {
      return null;
    }
  },
};
