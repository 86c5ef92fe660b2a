import type { LoginType } from '../../../shared/api/contract';

/** Enterprise policies need an enterprise login, people policies a personal one. */
export function loginKindFor(audience: 1 | 2): LoginType {
  return audience === 1 ? 2 : 1;
}
