// The demo API alone on an internal address (127.0.0.1:PORT), behind nginx (`npm run start:nginx`), which
// serves the built portal itself. The visitor's address comes from nginx's X-Forwarded-For.
import express from 'express';
import { loadDotEnv } from './load-env';
import { createDemoApi, storeFromEnv } from './app';
import { demoClockFromEnv } from './lib/demo-now';
import { createPortalServer } from './lib/http-server';
import { portFromEnv } from './lib/ports';

loadDotEnv();
const port = portFromEnv('PORT', 4174);
const app = express();
app.disable('x-powered-by');
// only the proxy on this machine may say who the visitor is (the SMS limits count per visitor)
app.set('trust proxy', 'loopback');
// behind nginx is a deployment: the test controls (which hand out captcha and SMS answers) are never on here
app.use(createDemoApi({ ...demoClockFromEnv(), store: storeFromEnv(), demoTools: false }));

createPortalServer(app).listen(port, '127.0.0.1', () => {
  console.log(`Demo API (internal) on http://127.0.0.1:${port}`);
});
