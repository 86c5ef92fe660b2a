// The region rule (docs/product.md#demo-server): an enterprise completes its region only while none is recorded;
// a later change goes through 企业信息 (the enterprise register), so re-declaring cannot change what it may apply for.
import type { EnterpriseInfo } from '../../src/shared/api/contract';
import { ApiError } from './envelope';

export const MSG_REGION_RECORDED = '所属区域已登记，不能在此修改；如需变更，请在“企业信息”中办理变更登记';

/** Refuses a region completion for an enterprise whose region is already on record. */
export function assertRegionOpen(info: EnterpriseInfo): void {
  if (info.countyCode) throw new ApiError(400, MSG_REGION_RECORDED);
}
