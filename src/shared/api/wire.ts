// How a call to the portal's backends goes on the wire. The page's client (http.ts), the first screen's early
// calls (early-calls.ts) and the service worker all build their requests here, so they send the same headers,
// body and credentials (an early answer then matches the client's own request exactly). Only the address
// builder comes with it: the page's first module loads it (early calls), before the schemas. DOM-free.
import { apiUrl, type Query } from './api-url';

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
