// Shared set-up of the client contract tests: the demo API on a free port, every portal host pointed at it.
import { File as NodeFile } from 'node:buffer';
import { afterAll, beforeAll, beforeEach, expect, vi } from 'vitest';
import { PNG } from 'pngjs';
import { ApiError } from '../../src/shared/api/api-error';
import { sessionStore } from '../../src/shared/auth/session';
import { overrideEnv } from '../../src/shared/config/env';
import { login, startApi, type TestApi } from './helpers';

/** Starts the API once per file, points the portal's six hosts at it and logs out before each test. */
export function setupClientApi(): { api: () => TestApi } {
  let api: TestApi | undefined;
  beforeAll(async () => {
    api = await startApi();
    const base = api.base;
    overrideEnv({
      hosts: {
        policy: base,
        platform: base,
        freeApply: base,
        consult: base,
        financing: base,
        intelligentForm: base,
      },
    });
  });
  beforeEach(() => sessionStore.clear());
  afterAll(() => api?.close());
  return {
    api: () => {
      if (!api) throw new Error('API not started');
      return api;
    },
  };
}

/** Logs in through the IdP stand-in and stores the token the way the portal does. */
export async function loginAs(
  api: TestApi,
  kind: 'person' | 'enterprise',
  enterpriseId?: string,
): Promise<string> {
  const token = await login(api, kind, enterpriseId);
  sessionStore.setLogin(token, kind === 'person' ? 1 : 2);
  return token;
}

/** Node's fetch keeps no cookies: sends the platform cookie during `run`, the way the browser would. */
export async function withPlatformCookie<T>(cookie: string | null, run: () => Promise<T>): Promise<T> {
  const real = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    if (cookie) headers.set('cookie', cookie);
    return real(input, { ...init, headers });
  };
  try {
    return await run();
  } finally {
    globalThis.fetch = real;
  }
}

export async function demoGet<T>(api: TestApi, path: string): Promise<T> {
  return (await (await fetch(`${api.base}${path}`)).json()) as T;
}

export async function demoReset(api: TestApi): Promise<void> {
  await fetch(`${api.base}/__demo/reset`, { method: 'POST' });
}

/** Awaits a rejection and checks it is the transport's ApiError with these fields. */
export async function expectApiError(
  promise: Promise<unknown>,
  fields: Partial<Pick<ApiError, 'code' | 'client' | 'kind'>>,
): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject(fields);
  return error as ApiError;
}

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function tinyPng(): Uint8Array {
  const png = new PNG({ width: 2, height: 2 });
  png.data.fill(200);
  return new Uint8Array(PNG.sync.write(png));
}

/**
 * jsdom's FormData and File cannot travel through Node's fetch (undici waits forever for a stream jsdom's File
 * does not have), so an upload test swaps in Node's own FormData, as a browser's fetch and FormData match too.
 * Returns a Node File the portal's upload code can append; call vi.unstubAllGlobals() afterwards.
 */
export async function nodeUploadFile(bytes: Uint8Array, name: string, type: string): Promise<File> {
  const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData())
    .constructor as typeof FormData;
  vi.stubGlobal('FormData', NodeFormData);
  return new NodeFile([bytes], name, { type }) as unknown as File;
}
