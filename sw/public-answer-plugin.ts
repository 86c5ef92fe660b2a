// Only successful, shareable API answers enter a cache: an error envelope or a private answer never does.
import type { WorkboxPlugin } from 'workbox-core/types.js';

const SUCCESS_CODES = new Set(['200', '0000', '0001']);

/** The envelope's code when the answer is JSON with one; null otherwise. */
async function envelopeCode(response: Response): Promise<string | null> {
  try {
    const envelope = (await response.clone().json()) as { code?: unknown } | null;
    return envelope && typeof envelope === 'object' && 'code' in envelope ? String(envelope.code) : null;
  } catch {
    return null;
  }
}

export const publicAnswerPlugin: WorkboxPlugin = {
  async cacheWillUpdate({ response }) {
    if (response.status !== 200) return null;
    const cacheControl = response.headers.get('Cache-Control') ?? '';
    if (/no-store|private/i.test(cacheControl)) return null;
    if (/authorization|cookie/i.test(response.headers.get('Vary') ?? '')) return null;
    const code = await envelopeCode(response);
    return code !== null && SUCCESS_CODES.has(code) ? response : null;
  },
};

/**
 * For answers shown from the cache before the network is asked (stale-while-revalidate): when the
 * server now answers with an error envelope (a 600 maintenance notice, a 403), the old answer must not
 * stand in for it again, so it leaves the cache and the next visit gets the server's word, which the
 * page reacts to. An HTTP error or a network failure keeps the cached answer for offline use.
 */
export function dropRefusedAnswerPlugin(cacheName: string): WorkboxPlugin {
  return {
    async fetchDidSucceed({ request, response }) {
      if (response.status === 200) {
        const code = await envelopeCode(response);
        if (code !== null && !SUCCESS_CODES.has(code)) await (await caches.open(cacheName)).delete(request);
      }
      return response;
    },
  };
}
