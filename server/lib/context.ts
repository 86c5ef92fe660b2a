// What every route module receives: the database, the file store, in-memory state, seeded data, the SM4 key,
// the clock and the endpoint registry.
import type { Request } from 'express';
import type { PolicyCatalog } from './policy-catalog';
import type { Db } from './db/applications-store';
import type { BlobStore } from './db/blob-store';
import type { DemoState } from './state';

export interface EndpointInfo {
  method: string;
  path: string;
  host: string;
  seed: boolean;
  auth: AuthNeed;
  assumed: boolean;
}

export type AuthNeed = 'none' | 'login' | 'personal' | 'enterprise';

export interface DemoContext extends PolicyCatalog {
  /** everything people hand over (server/lib/db/) */
  db: Db;
  /** uploaded bytes, by content hash, beside the database */
  blobs: BlobStore;
  state: DemoState;
  sm4Key: string;
  now: () => Date;
  /** milliseconds clock for expiry (sessions, tickets, captchas, SMS, limits); tests move it */
  clock: () => number;
  /** origin every redirect and link is built from (configured, never the request's Host) */
  origin: (req: Request) => string;
  endpoints: EndpointInfo[];
}
