// The page's client: picks the host and client, signs, times out, retries, checks the envelope. Requests are
// built by wire.ts, as the early calls' and the service worker's are.
import { ApiError } from './api-error';
import { clientForHost, hostForPath, readEnvelope } from './contract';
import { errorPolicyFor } from './error-policy';
import { publishApiError } from './error-bus';
import { ParseError, parseWith, type Schema } from './schema';
import { appEnv } from '../config/env';
import { sessionStore } from '../auth/session';
import { SW_FALLBACK_HEADER } from './sw-fallback';
import type { UploadProgress } from './upload-progress';
import { reportReached, reportUnreachable } from '../offline/connection';
import type { Query } from './api-url';
import { wireRequest } from './wire';
import { takeEarlyResponse } from './early-calls';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  /** JSON body */
  body?: unknown;
  /** multipart body (uploads) */
  form?: FormData;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** answer the raw Blob instead of parsing an envelope (file downloads) */
  blob?: boolean;
  /** with `form`: told how much of the body has been sent (material uploads) */
  onUploadProgress?: UploadProgress;
}

export const MAX_RETRIES = 2;

// The SM4 code (sm-crypto) signs a logged-in visitor's calls only: it is not part of an anonymous first
// screen, and a logged-in visitor's page asks for it as this module loads, before the first call.
const loadSm4 = () => import('./sm4');
if (sessionStore.get().token) void loadSm4().catch(() => undefined);

export async function authHeader(token: string | null): Promise<string | null> {
  if (!token) return null;
  const { sm4EncryptBase64 } = await loadSm4();
  return sm4EncryptBase64(token, appEnv().sm4Key);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An answer already on its way, given up as a fetch would be when the call is cancelled or times out. */
function untilAborted(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new DOMException('The call was cancelled', 'AbortError'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

async function once<T>(path: string, options: RequestOptions, schema: Schema<T> | null): Promise<T> {
  const client = clientForHost(hostForPath(path));
  const method = options.method ?? (options.body !== undefined || options.form ? 'POST' : 'GET');
  const env = appEnv();
  const timeoutMs = options.timeoutMs ?? (client === 'primary' ? env.timeoutPrimaryMs : env.timeoutSecondMs);
  const fail = (
    kind: ApiError['kind'],
    message: string,
    extra: { code?: string | number; status?: number } = {},
  ) =>
    new ApiError({
      kind,
      message,
      client,
      path,
      method,
      policy: errorPolicyFor({ path, method, query: options.query, body: options.body }),
      ...extra,
    });

  const auth = await authHeader(sessionStore.get().token).catch((error: unknown) => {
    // the signing code could not be fetched (connection lost): told as any call that did not get through
    if (error instanceof TypeError) throw fail('network', 'the signing code could not be loaded');
    throw error;
  });

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort);

  const { url, init, bodyText } = wireRequest({
    method,
    path,
    query: options.query,
    body: options.body,
    form: options.form,
    auth,
  });

  let response: Response;
  try {
    // the page's first module may have asked already (anonymous reads of the first screen: early-calls.ts)
    const early = auth || options.form || options.blob ? undefined : takeEarlyResponse(method, url, bodyText);
    response = early
      ? await untilAborted(early, controller.signal)
      : options.form && options.onUploadProgress
        ? await (
            await import('./upload-progress')
          ).sendWithProgress(
            url,
            { method, headers: init.headers, body: options.form, signal: controller.signal },
            options.onUploadProgress,
          )
        : await fetch(url, { ...init, signal: controller.signal });
  } catch {
    if (options.signal?.aborted && !timedOut) throw fail('aborted', 'request cancelled');
    // messages here are for logs only: what a user reads comes from the catalogue (shared/ui/error-text)
    if (timedOut) throw fail('timeout', 'request timed out');
    throw fail('network', 'network unavailable');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
  // the service worker's cached stand-in for a failed call is no proof that the server is reachable
  if (response.headers.get(SW_FALLBACK_HEADER) === 'network-failed') reportUnreachable();
  else reportReached();

  if (!response.ok)
    throw fail('http', `HTTP ${response.status}`, { status: response.status, code: response.status });
  if (options.blob) return (await response.blob()) as T;

  let envelope: unknown;
  try {
    envelope = await response.json();
  } catch {
    throw fail('parse', 'the server answer is not JSON', { status: response.status });
  }
  const reading = readEnvelope(client, envelope);
  if (!reading.ok && reading.code === null) throw fail('parse', reading.msg);
  if (!reading.ok) throw fail('code', reading.msg, { code: reading.code, status: response.status });
  if (!schema) return reading.data as T;
  try {
    return parseWith(schema, reading.data, 'data');
  } catch (error) {
    throw fail('parse', error instanceof ParseError ? error.message : 'unexpected server data');
  }
}

/**
 * Calls an endpoint and returns its parsed `data`. The tries of one call share one timeout, so a call ends
 * within one timeout plus the pauses between tries: a read (a GET of the primary client) that failed for the
 * network is tried again at most twice, 1000 ms apart, within what is left of it; a timeout spends it, so it is
 * final and told at once. A POST is never repeated.
 */
export async function request<T>(
  path: string,
  options: RequestOptions = {},
  schema: Schema<T> | null = null,
): Promise<T> {
  const client = clientForHost(hostForPath(path));
  const method = options.method ?? (options.body !== undefined || options.form ? 'POST' : 'GET');
  const retryable = client === 'primary' && method === 'GET';
  const env = appEnv();
  let leftMs = options.timeoutMs ?? (client === 'primary' ? env.timeoutPrimaryMs : env.timeoutSecondMs);
  for (let attempt = 0; ; attempt += 1) {
    const began = Date.now();
    try {
      return await once(path, { ...options, timeoutMs: leftMs }, schema);
    } catch (error) {
      const apiError = error as ApiError;
      leftMs -= Date.now() - began;
      // with the browser offline a retry cannot succeed: the screen says so at once instead
      const browserOffline = typeof navigator !== 'undefined' && !navigator.onLine;
      const again =
        retryable &&
        apiError.kind === 'network' &&
        leftMs > 0 &&
        attempt < MAX_RETRIES &&
        !browserOffline &&
        !options.signal?.aborted;
      if (again) {
        await sleep(env.retryDelayMs);
        continue;
      }
      // retries spent: the line reaches nothing although the browser may think it is online (a timeout is a
      // slow server, told as such, not a dead line: the screen offers its retry instead of the offline panel)
      if (apiError.kind === 'network') reportUnreachable();
      if (apiError.kind !== 'aborted') publishApiError(apiError);
      throw apiError;
    }
  }
}
