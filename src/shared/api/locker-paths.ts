// assumed: 我的材料's endpoints (docs/api.md). Apart from paths.ts because no first screen calls them: the first
// screens' bundle carries only the base (paths.lockerBase), which the error policy matches.
import { paths } from './paths';

const LOCKER_BASE = paths.lockerBase;

export const lockerPaths = {
  list: LOCKER_BASE,
  upload: `${LOCKER_BASE}/upload`,
  keep: `${LOCKER_BASE}/keep`,
  rename: `${LOCKER_BASE}/rename`,
  replace: `${LOCKER_BASE}/replace`,
  remove: `${LOCKER_BASE}/remove`,
  licence: `${LOCKER_BASE}/licence`,
} as const;
