// An endpoint's full address: the host its path belongs to (contract's hostForPath, the env's hosts) and
// the query without empty values. DOM-free: the page's client (http.ts) and the service worker share it.
import { hostForPath } from './contract';
import { appEnv } from '../config/env';

export type Query = Record<string, string | number | boolean | null | undefined>;

export function apiUrl(path: string, query?: Query): string {
  const base = appEnv().hosts[hostForPath(path)];
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  }
  const qs = params.toString();
  return `${base}${path}${qs ? `?${qs}` : ''}`;
}
