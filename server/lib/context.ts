// What every route module receives: state, seeded data, the SM4 key, the clock and the endpoint registry.
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
  policies: readonly PolicyRecord[];
  policyById: ReadonlyMap<string, PolicyRecord>;
  uploads: Map<string, Upload>;
  endpoints: EndpointInfo[];
}
