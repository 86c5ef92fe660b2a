// `npm run dev`: Vite with hot reload and the demo API on one origin (http://localhost:5173, PORT overrides).
import express from 'express';
import { createServer } from 'vite';
import { loadDotEnv } from './load-env';
import { createDemoApi, storeFromEnv } from './app';
import { createPortalServer } from './lib/http-server';
import { portFromEnv } from './lib/ports';

loadDotEnv();
const port = portFromEnv('PORT', 5173);
const app = express();
app.use(createDemoApi({ store: storeFromEnv(), demoTools: process.env.DEMO_TOOLS !== '0' }));
const vite = await createServer({ server: { middlewareMode: true }, appType: 'spa' });
app.use(vite.middlewares);
createPortalServer(app).listen(port, () => {
  console.log(`Dev portal and demo API on http://localhost:${port}`);
});
