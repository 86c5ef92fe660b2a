// How a call to the portal's backends goes on the wire, and how an answer comes back as data. The page's client
// (http.ts), the first screen's early calls (early-calls.ts) and the service worker all build their requests
// here, so they send the same headers, body and credentials (an early answer then matches the client's own
// request exactly), and the worker reads answers through the same envelope and schemas as the page.
// DOM-free: the worker imports it.
import { apiUrl, type Query } from './api-url';
import { clientForHost, hostForPath, readEnvelope } from './contract';
import { parseWith, type Schema } from './schema';

export type WireMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface WireCall {
  method: WireMethod;
  path: string;
  query?: Query;
  /** sent as JSON */
  body?: unknown;
  /** sent as multipart instead of `body` (uploads) */
  form?: FormData;
  /** the signed token of a logged-in visitor (http.ts); anonymous calls and the worker have none */
  auth?: string | null;
}

export interface WireRequest {
  url: string;
  init: RequestInit & { method: WireMethod; headers: Record<string, string> };
  /** the JSON body as sent, to tell one request from another (early answers are matched on it) */
  bodyText: string | undefined;
}

export function wireRequest(call: WireCall): WireRequest {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (call.auth) headers.Authorization = call.auth;
  let body: BodyInit | undefined;
  let bodyText: string | undefined;
  if (call.form) body = call.form;
  else if (call.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    bodyText = JSON.stringify(call.body);
    body = bodyText;
  }
  return {
    url: apiUrl(call.path, call.query),
    init: { method: call.method, headers, body, credentials: 'include' },
    bodyText,
  };
}

/**
 * An answer of `path` read as the page reads it: a 2xx, a JSON envelope of the path's client saying success, and
 * data that passes `schema` (`at` names it in a parse failure). Anything else is thrown as an Error whose message
 * is for logs. The page's client tells these failures apart for its error reactions (http.ts); the worker only
 * needs to know it got nothing usable.
 */
export async function readAnswer<T>(
  path: string,
  response: Response,
  schema: Schema<T>,
  at: string,
): Promise<T> {
  const data = await readData(path, response);
  return parseWith(schema, data, at);
}

/** An answer's `data` after the status and the envelope are checked, unparsed. */
export async function readData(path: string, response: Response): Promise<unknown> {
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const reading = readEnvelope(clientForHost(hostForPath(path)), await response.json());
  if (!reading.ok) throw new Error(reading.msg);
  return reading.data;
}
