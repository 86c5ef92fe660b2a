// What every route module receives: state, seeded data, the SM4 key, the clock and the endpoint registry.
import type { Request } from 'express';
import type { PolicyRecord } from '../data/policies';
import type { DemoState, Upload } from './state';

export interface EndpointInfo {
  method: string;
  path: string;
  host: string;
  seed: boolean;
  auth: AuthNeed;
  assumed: boolean;
}

export type AuthNeed = 'none' | 'login' | 'personal' | 'enterprise';

export interface DemoContext {
  state: DemoState;
  sm4Key: string;
  now: () => Date;
  /** milliseconds clock for expiry (sessions, tickets, captchas, SMS, limits); tests move it */
  clock: () => number;
  /** origin every redirect and link is built from (configured, never the request's Host) */
  origin: (req: Request) => string;
  policies: readonly PolicyRecord[];
  policyById: ReadonlyMap<string, PolicyRecord>;
  uploads: Map<string, Upload>;
  endpoints: EndpointInfo[];
}
