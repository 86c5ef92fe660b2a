// `npm start`: the built portal and the demo API on one origin (http://localhost:4173, PORT overrides).
import compression from 'compression';
import express from 'express';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadDotEnv } from './load-env';
import { createDemoApi } from './app';

loadDotEnv();
// DIST_DIR serves another build (tests of the update prompt build twice)
const dist = resolve(import.meta.dirname, '..', process.env.DIST_DIR ?? 'dist');
if (!existsSync(resolve(dist, 'index.html'))) {
  console.error('dist/ has no build: run `npm run build` first (npm start does this for you).');
  process.exit(1);
}

const port = Number(process.env.PORT ?? 4173);
const app = express();
app.disable('x-powered-by');
app.use(compression());
app.use(createDemoApi());
app.use(
  express.static(dist, {
    index: 'index.html',
    setHeaders(res, file) {
      // the service worker and the HTML must always be revalidated so updates are seen
      if (/(sw\.js|index\.html|manifest\.webmanifest)$/.test(file))
        res.setHeader('Cache-Control', 'no-cache');
      else if (/\/assets\//.test(file)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  }),
);
// hash routing: any other GET that is not an API call gets the shell
app.get(/^(?!\/api\/|\/__demo\/|\/__idp\/|\/__uploads\/).*/, (_req, res) => {
  res.setHeader('Cache-Control', 'no-cache');
  res.sendFile(resolve(dist, 'index.html'));
});

app.listen(port, () => {
  console.log(`Portal and demo API on http://localhost:${port}`);
});
