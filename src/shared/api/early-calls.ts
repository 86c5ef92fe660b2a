// The first screen's reads, started by the page's first module while the app's script still downloads
// (src/main.tsx, src/app/first-screen-calls.ts): on a thin line the answers are on their way before the
// loaders that want them have run. The client (http.ts) takes each answer once, for the same method,
// address and body, instead of asking again. Without React: it runs before the app has loaded.
import type { Query } from './api-url';
import { wireRequest } from './wire';

export interface EarlyCall {
  method: 'GET' | 'POST';
  path: string;
  query?: Query;
  body?: unknown;
}

/** An answer not taken by then is left unused: it no longer belongs to the first screen. */
export const EARLY_CALL_TTL_MS = 30_000;

interface Started {
  response: Promise<Response>;
  at: number;
}

const started = new Map<string, Started>();

const keyOf = (method: string, url: string, body: string | undefined) => `${method} ${url} ${body ?? ''}`;

/** Starts each call now, as the client sends it for an anonymous visitor (wire.ts); a failure is kept for the
 * client to see (it then tries as it always does). */
export function startEarlyCalls(calls: readonly EarlyCall[], now = Date.now()): void {
  for (const call of calls) {
    const { url, init, bodyText } = wireRequest(call);
    const key = keyOf(call.method, url, bodyText);
    if (started.has(key)) continue;
    const response = fetch(url, init);
    // taken or not, a failed early call must not be reported as unhandled
    response.catch(() => undefined);
    started.set(key, { response, at: now });
  }
}

/** The early answer for this request, once; none when it was not started, already taken or too old. */
export function takeEarlyResponse(
  method: string,
  url: string,
  body: string | undefined,
  now = Date.now(),
): Promise<Response> | undefined {
  const key = keyOf(method, url, body);
  const entry = started.get(key);
  if (!entry) return undefined;
  started.delete(key);
  return now - entry.at <= EARLY_CALL_TTL_MS ? entry.response : undefined;
}

/** For tests: forget every early call. */
export function clearEarlyCalls(): void {
  started.clear();
}
