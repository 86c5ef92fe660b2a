// The demo server sends the build's own .br and .gz files (scripts/vite-precompress.ts, brotli at its
// highest quality), as nginx's brotli_static and gzip_static do in deploy/nginx/: smaller than compressing
// on the fly, and no CPU per request. Files without them, and clients that take neither, fall through to
// express.static and the compression middleware.
import { existsSync, statSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import type { RequestHandler, Response } from 'express';
import { COMPRESSIBLE } from '../../scripts/vite-precompress';

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The built file a request path names, or undefined when it leaves the folder or is no file. */
function fileFor(dist: string, path: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path === '/' ? '/index.html' : path);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = resolve(dist, `.${decoded}`);
  if (!file.startsWith(`${dist}${sep}`)) return undefined;
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

export function precompressedAssets(
  dist: string,
  setHeaders: (res: Response, file: string) => void,
): RequestHandler {
  const root = resolve(dist);
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !COMPRESSIBLE.test(req.path)) return next();
    const file = fileFor(root, req.path);
    if (!file) return next();
    // brotli whenever the client takes it, as nginx's brotli_static does; else gzip
    const encoding = ENCODINGS.find(
      (e) => req.acceptsEncodings(e.name) === e.name && existsSync(file + e.suffix),
    );
    res.vary('Accept-Encoding');
    if (!encoding) return next();
    res.type(extname(file));
    res.setHeader('Content-Encoding', encoding.name);
    setHeaders(res, file);
    res.sendFile(file + encoding.suffix, { dotfiles: 'deny', lastModified: true }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}
