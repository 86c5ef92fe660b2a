// @vitest-environment node
// The demo server sends the build's own .br / .gz files, by the client's Accept-Encoding, with the same cache
// rules as the uncompressed files; nothing outside the build folder is reachable through it.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressedAssets } from '../../server/lib/precompressed-assets';
import { precompress } from '../../scripts/vite-precompress';

const SCRIPT = `export const words = ${JSON.stringify('泉州市惠企惠民政策直达平台 '.repeat(200))};\n`;
let dir: string;
let dist: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'precompressed-'));
  dist = join(dir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><title>portal</title>${'<p>shell</p>'.repeat(100)}`,
  );
  writeFileSync(join(dist, 'assets', 'app-1234.js'), SCRIPT);
  writeFileSync(join(dist, 'secret.txt'), 'outside the compressible set');
  writeFileSync(join(dir, 'package.json'), '{"private": true}');
  precompress(dist);
  const app = express();
  app.use(compression());
  const cache = (res: express.Response, file: string) =>
    res.setHeader('Cache-Control', file.includes('/assets/') ? 'immutable' : 'no-cache');
  app.use(precompressedAssets(dist, cache));
  app.use(express.static(dist, { setHeaders: cache }));
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A GET with this Accept-Encoding: the raw answer, not decoded. */
function fetchRaw(path: string, acceptEncoding: string): Promise<{ res: IncomingMessage; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${base}${path}`, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ res, body: Buffer.concat(parts) }));
    }).on('error', reject);
  });
}

describe('precompressed assets', () => {
  it('sends the .br file to a client that takes brotli, with the type and cache rule of the original', async () => {
    const { res, body } = await fetchRaw('/assets/app-1234.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('immutable');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
    // the build's file at brotli's highest quality, not the middleware's own quick compression
    expect(body.equals(readFileSync(join(dist, 'assets', 'app-1234.js.br')))).toBe(true);
  });

  it('sends the .gz file to a client that takes only gzip, and the shell for /', async () => {
    const script = await fetchRaw('/assets/app-1234.js', 'gzip');
    expect(script.res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(script.body).toString()).toBe(SCRIPT);
    expect(script.body.equals(readFileSync(join(dist, 'assets', 'app-1234.js.gz')))).toBe(true);
    const shell = await fetchRaw('/', 'br');
    expect(shell.res.headers['content-encoding']).toBe('br');
    expect(shell.res.headers['content-type']).toMatch(/^text\/html/);
    expect(shell.res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(shell.body).toString()).toContain('<title>portal</title>');
  });

  it('sends the plain file to a client that takes neither', async () => {
    const { res, body } = await fetchRaw('/assets/app-1234.js', 'identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(body.toString()).toBe(SCRIPT);
  });

  it('reaches nothing outside the build folder, however the path is written', async () => {
    for (const path of [
      '/../package.json',
      '/%2e%2e/package.json',
      '/assets/..%2f..%2fpackage.json',
      '/%E0%A4%A.js',
    ]) {
      const { res, body } = await fetchRaw(path, 'br, gzip');
      expect(res.statusCode, path).not.toBe(200);
      expect(body.toString(), path).not.toContain('private');
    }
  });
});
