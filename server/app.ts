// The demo backend: every API endpoint of the portal plus the identity stand-in and /__demo/ controls.
import { rmSync } from 'node:fs';
import express from 'express';
import { generatePolicies } from './data/policies';
import { createPolicyCatalog } from './lib/policy-catalog';
import { apiCacheRules } from './lib/cache-rules';
import type { DemoContext } from './lib/context';
import { fail } from './lib/envelope';
import { errorHandler, pathGuard } from './lib/errors';
import { faultMiddleware } from './lib/faults';
import { createRegister } from './lib/registry';
import { originResolver } from './lib/origin';
import { roleGuard } from './lib/roles';
import { sameSiteGuard } from './lib/same-site-guard';
import { stateChangeGuard } from './lib/state-change-guard';
import { createState } from './lib/state';
import { BlobStore } from './lib/db/blob-store';
import { dropSchema, openDatabase, type StoreOptions } from './lib/db/database';
import { seedIfEmpty } from './lib/db/seed';
import { loadAccessCounts } from './lib/db/access-log-store';
import { sweepMiddleware } from './lib/sweep';
import { registerAccessLogRoutes } from './routes/access-log-routes';
import { registerApplyDraftRoutes } from './routes/apply-draft-routes';
import { registerApplyRoutes } from './routes/apply-routes';
import { registerConsultRoutes } from './routes/consult-routes';
import { registerContentRoutes } from './routes/content-routes';
import { registerDemoRoutes, registerDemoToolRoutes } from './routes/demo-routes';
import { registerPolicyChangeRoutes, registerPolicyUpdateTool } from './routes/policy-change-routes';
import { applyKeptRevisions } from './lib/policy-revisions';
import { registerEnterpriseRoutes } from './routes/enterprise-routes';
import { registerHealthRoutes } from './routes/health-routes';
import { registerIdpRoutes } from './routes/idp-routes';
import { registerIndexRoutes } from './routes/index-routes';
import { registerMatchingRoutes } from './routes/matching-routes';
import { registerRegionRoutes } from './routes/region-routes';
import { registerReviewDeskRoutes } from './routes/review-desk-routes';
import { registerSessionRoutes } from './routes/session-routes';
import { registerUserRoutes } from './routes/user-routes';
import { registerLockerRoutes } from './routes/locker-routes';

export interface DemoApiOptions {
  /** 32 hex characters; defaults to process.env.VITE_SM4_KEY */
  sm4Key?: string;
  /** clock used for declaration windows and timestamps */
  now?: () => Date;
  /** milliseconds clock for expiry (sessions, tickets, captchas, SMS limits); defaults to Date.now */
  clock?: () => number;
  /** public origin of the portal for redirects; defaults to PORTAL_ORIGIN, else http://localhost:<port> */
  origin?: string;
  /**
   * the /__demo/ test controls (codes, reset, faults, stats): they hand out captcha and SMS answers, so they are off
   * unless a test or `npm start` / `npm run dev` turns them on (DEMO_TOOLS=1 also does); never behind nginx
   */
  demoTools?: boolean;
  /** where people's data is kept (server/lib/db/database.ts); none = an in-memory instance, as in the tests */
  store?: StoreOptions;
  /** a test's own PostgreSQL schema, dropped when the instance is closed */
  dropSchemaOnClose?: boolean;
}

const closers = new WeakMap<express.Express, () => Promise<void>>();

/** Closes an instance's database (a test's restart, the end of a test file). */
export async function closeDemoApi(app: express.Express): Promise<void> {
  await closers.get(app)?.();
}

/** Where `npm start` keeps people's data: DATA_DIR (default ./data), PostgreSQL when DATABASE_URL is set. */
export function storeFromEnv(): StoreOptions {
  const dataDir = process.env.DATA_DIR || 'data';
  // DATA_DIR_FRESH=1 (the e2e servers): start from an empty folder, so a run never sees an earlier run's data
  if (process.env.DATA_DIR_FRESH === '1') rmSync(dataDir, { recursive: true, force: true });
  return {
    dataDir,
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
  };
}

export function createDemoApi(options: DemoApiOptions = {}): express.Express {
  const sm4Key = options.sm4Key ?? process.env.VITE_SM4_KEY ?? '';
  if (!/^[0-9a-fA-F]{32}$/.test(sm4Key)) {
    throw new Error('VITE_SM4_KEY must be set to 32 hexadecimal characters (the demo key is in .env)');
  }
  const now = options.now ?? (() => new Date());
  // every option is checked before the database is opened: a refused option leaves nothing open
  const origin = originResolver(options.origin ?? process.env.PORTAL_ORIGIN);
  const store = options.store ?? {};
  const { db, ready: migrated } = openDatabase(store);
  const ctx: DemoContext = {
    ...createPolicyCatalog(generatePolicies(now())),
    db,
    blobs: new BlobStore(store.dataDir),
    state: createState(),
    sm4Key,
    now,
    clock: options.clock ?? Date.now,
    origin,
    endpoints: [],
  };
  // the seed is written once, into an empty database
  const ready = migrated.then(async () => {
    await seedIfEmpty(db, ctx.policies, now());
    // the policies' revisions, kept in the database, over the seed catalogue
    await applyKeptRevisions(db, ctx);
    Object.assign(ctx.state.accessLog, await loadAccessCounts(db));
  });

  const app = express();
  closers.set(app, async () => {
    await ready.catch(() => undefined);
    if (options.dropSchemaOnClose && store.pgSchema) await dropSchema(db, store.pgSchema);
    await db.destroy();
  });
  app.disable('x-powered-by');
  // nothing is answered before the database is migrated and seeded
  app.use(async (_req, _res, next) => {
    await ready;
    next();
  });
  app.use(['/api', '/__demo', '/__idp', '/__uploads'], pathGuard);
  // no user's data in any cache: every /api answer but the public ones is no-store (server/lib/cache-rules.ts)
  app.use(apiCacheRules);
  // no other site changes demo state or logs in in the visitor's name
  app.use(['/__demo', '/__idp'], sameSiteGuard(ctx.origin));
  // a state change needs the portal's own page and, for a logged-in user's, its Authorization header
  app.use('/api', stateChangeGuard(ctx.origin));
  // the role table: an endpoint of one account kind refuses the other (server/lib/roles.ts)
  app.use('/api', roleGuard(ctx));
  app.locals.secureCookies = (options.origin ?? process.env.PORTAL_ORIGIN ?? '').startsWith('https:');
  app.use(['/api', '/__idp'], sweepMiddleware(ctx));
  app.use((req, res, next) => {
    if (req.path.startsWith('/api/')) faultMiddleware(ctx)(req, res, next);
    else next();
  });
  app.use(['/api', '/__demo'], express.json({ limit: '100kb' }));
  app.use('/__idp', express.urlencoded({ extended: false, limit: '10kb', parameterLimit: 20 }));
  app.use((_req, res, next) => {
    res.set('X-Content-Type-Options', 'nosniff');
    next();
  });

  const reg = createRegister(ctx, app);
  registerSessionRoutes(ctx, reg);
  registerIdpRoutes(ctx, reg);
  registerRegionRoutes(ctx, reg);
  registerIndexRoutes(ctx, reg);
  registerPolicyChangeRoutes(ctx, reg);
  registerMatchingRoutes(ctx, reg);
  // specific pcLogin/* paths must precede the consultation route pcLogin/{authCode}
  registerEnterpriseRoutes(ctx, reg);
  registerConsultRoutes(ctx, reg);
  registerAccessLogRoutes(ctx, reg);
  registerContentRoutes(ctx, reg);
  // before the user routes: apply/context/:policyId would otherwise read as apply/:page/:pageSize
  registerApplyRoutes(ctx, reg);
  registerApplyDraftRoutes(ctx, reg);
  registerUserRoutes(ctx, reg);
  registerLockerRoutes(ctx, reg);
  registerDemoRoutes(ctx, reg);
  if (options.demoTools ?? process.env.DEMO_TOOLS === '1') {
    registerDemoToolRoutes(ctx, reg);
    registerPolicyUpdateTool(ctx, reg);
    // the review desk moves applications on: a demo tool like the others
    registerReviewDeskRoutes(ctx, reg);
    registerHealthRoutes(ctx, reg);
  }

  app.use('/api', (_req, res) => fail(res, 404, '接口不存在'));
  app.use('/__demo', (_req, res) => {
    res.status(404).json({ error: '演示接口不存在' });
  });
  app.use(errorHandler);
  return app;
}
