// `npm start`: the built portal and the demo API on one origin (http://localhost:4173, PORT overrides).
import compression from 'compression';
import express from 'express';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadDotEnv } from './load-env';
import { createDemoApi, storeFromEnv } from './app';
import { demoClockFromEnv } from './lib/demo-now';
import { createPortalServer } from './lib/http-server';
import { portFromEnv } from './lib/ports';
import { precompressedAssets } from './lib/precompressed-assets';
import { ALL_HEADERS, DOCUMENT_HEADERS } from './lib/security-headers';

loadDotEnv();
// DIST_DIR serves another build (tests of the update prompt build twice)
const dist = resolve(import.meta.dirname, '..', process.env.DIST_DIR ?? 'dist');
if (!existsSync(resolve(dist, 'index.html'))) {
  console.error('dist/ has no build: run `npm run build` first (npm start does this for you).');
  process.exit(1);
}

const port = portFromEnv('PORT', 4173);
const app = express();
app.disable('x-powered-by');
app.use(compression());
app.use((req, res, next) => {
  res.set(ALL_HEADERS);
  // documents and the worker carry the policies; hashed assets need not repeat 400 bytes each
  if (!/\.(js|css|svg|png|webp|woff2?|json|webmanifest)$/.test(req.path) || req.path.endsWith('/sw.js'))
    res.set(DOCUMENT_HEADERS);
  next();
});
// the local demo keeps its test controls (DEMO_TOOLS=0 switches them off)
app.use(
  createDemoApi({ ...demoClockFromEnv(), store: storeFromEnv(), demoTools: process.env.DEMO_TOOLS !== '0' }),
);
/** How long a browser keeps a built file. */
function cacheHeaders(res: express.Response, file: string): void {
  // the service worker and the HTML must always be revalidated so updates are seen
  if (/(sw\.js|index\.html|manifest\.webmanifest)$/.test(file)) res.setHeader('Cache-Control', 'no-cache');
  else if (/\/assets\//.test(file)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  // icons and backgrounds keep their names across versions: a day, then revalidate (not one
  // round trip per file on every visit, which a slow line pays 400 ms for)
  else res.setHeader('Cache-Control', 'public, max-age=86400');
}
// the build's .br / .gz beside each text file, as nginx sends them (brotli_static, gzip_static)
app.use(precompressedAssets(dist, cacheHeaders));
app.use(express.static(dist, { index: 'index.html', setHeaders: cacheHeaders }));
// hash routing: any other GET that is not an API call gets the shell
app.get(/^(?!\/api\/|\/__demo\/|\/__idp\/|\/__uploads\/).*/, (_req, res) => {
  res.setHeader('Cache-Control', 'no-cache');
  res.sendFile(resolve(dist, 'index.html'));
});

createPortalServer(app).listen(port, () => {
  console.log(`Portal and demo API on http://localhost:${port}`);
});
