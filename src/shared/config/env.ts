// The only reader of import.meta.env: parsed once, every problem named.
import type { HostName } from '../api/contract';

export interface AppEnv {
  sm4Key: string;
  hosts: Record<HostName, string>;
  timeoutPrimaryMs: number;
  timeoutSecondMs: number;
  /** the pause before a read that failed for the network is tried again (the error catalogue's 1 s) */
  retryDelayMs: number;
  appVersion: string;
}

type RawEnv = Record<string, string | boolean | undefined>;

/** The pause before a read is tried again (docs/product.md, error catalogue: retry delay); not a deployment's setting. */
export const RETRY_DELAY_MS = 1000;

const HOST_VARS: Record<HostName, string> = {
  policy: 'VITE_API_POLICY',
  platform: 'VITE_API_PLATFORM',
  freeApply: 'VITE_API_FREE_APPLY',
  consult: 'VITE_API_CONSULT',
  financing: 'VITE_API_FINANCING',
  intelligentForm: 'VITE_API_INTELLIGENT_FORM',
};

function str(raw: RawEnv, name: string): string {
  const v = raw[name];
  return typeof v === 'string' ? v.trim() : '';
}

function positiveInt(raw: RawEnv, name: string, fallback: number, problems: string[]): number {
  const text = str(raw, name);
  if (text === '') return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n <= 0) {
    problems.push(`${name} must be a positive whole number of milliseconds, got "${text}"`);
    return fallback;
  }
  return n;
}

function baseUrl(raw: RawEnv, name: string, problems: string[]): string {
  const text = str(raw, name);
  if (text === '') return '';
  if (
    !/^https:\/\/[^\s/]+(\/[^\s]*)?$/.test(text) &&
    !/^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?(\/[^\s]*)?$/.test(text)
  ) {
    problems.push(`${name} must be an https:// URL (or http://localhost), got "${text}"`);
    return '';
  }
  return text.replace(/\/+$/, '');
}

export function parseEnv(raw: RawEnv, appVersion: string): AppEnv {
  const problems: string[] = [];
  const sm4Key = str(raw, 'VITE_SM4_KEY');
  if (!/^[0-9a-fA-F]{32}$/.test(sm4Key)) {
    problems.push('VITE_SM4_KEY must be 32 hexadecimal characters (see .env)');
  }
  const hosts = Object.fromEntries(
    (Object.keys(HOST_VARS) as HostName[]).map((h) => [h, baseUrl(raw, HOST_VARS[h], problems)]),
  ) as Record<HostName, string>;
  const env: AppEnv = {
    sm4Key,
    hosts,
    timeoutPrimaryMs: positiveInt(raw, 'VITE_TIMEOUT_PRIMARY', 120000, problems),
    timeoutSecondMs: positiveInt(raw, 'VITE_TIMEOUT_SECOND', 500000, problems),
    retryDelayMs: RETRY_DELAY_MS,
    appVersion,
  };
  if (problems.length > 0) throw new Error(`Configuration problem: ${problems.join('; ')}`);
  return env;
}

declare const __APP_VERSION__: string;

let cached: AppEnv | null = null;

export const TIMEOUT_OVERRIDE_KEY = 'portal.timeouts';

/**
 * Support staff can shorten (never lengthen) the timeouts on one device to diagnose a slow link,
 * e.g. localStorage['portal.timeouts'] = '{"primary":5000}'. Anything malformed is ignored.
 */
export function applyTimeoutOverride(env: AppEnv, raw: string | null): AppEnv {
  if (!raw) return env;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return env;
    const { primary, second } = value as { primary?: unknown; second?: unknown };
    const pick = (v: unknown, current: number) =>
      typeof v === 'number' && Number.isInteger(v) && v >= 1000 && v < current ? v : current;
    return {
      ...env,
      timeoutPrimaryMs: pick(primary, env.timeoutPrimaryMs),
      timeoutSecondMs: pick(second, env.timeoutSecondMs),
    };
  } catch {
    return env;
  }
}

function storedOverride(): string | null {
  try {
    // the service worker reads this module too, and has no localStorage
    const storage = (globalThis as { localStorage?: { getItem(key: string): string | null } }).localStorage;
    return storage ? storage.getItem(TIMEOUT_OVERRIDE_KEY) : null;
  } catch {
    return null;
  }
}

export function appEnv(): AppEnv {
  cached ??= applyTimeoutOverride(
    parseEnv(import.meta.env as RawEnv, typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev'),
    storedOverride(),
  );
  return cached;
}

/** Tests shorten the timeouts through this, never by editing the environment. */
export function overrideEnv(patch: Partial<AppEnv>): void {
  cached = { ...appEnv(), ...patch };
}

/** Address of a file in public/, correct under any deploy base. */
export function assetUrl(path: string): string {
  return `${import.meta.env.BASE_URL}${path.replace(/^\/+/, '')}`;
}
