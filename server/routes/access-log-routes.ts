// Access-log batches (docs/product.md#access-log): each record checked by the portal's own rule, deduplicated
// by clientRecordId within a bounded window, at most 50 per batch; a record without a clientRecordId is
// refused (it could be counted twice).
import type { AccessLogRecord, AccessLogResult } from '../../src/shared/api/contract';
import { paths } from '../../src/shared/api/paths';
import { accessLogRecordProblem } from '../../src/shared/access-log/access-log-record';
import type { DemoContext } from '../lib/context';
import { badRequest, ok } from '../lib/envelope';
import { body, isRecord } from '../lib/http-helpers';
import type { Register } from '../lib/registry';

export const MAX_ACCESS_BATCH = 50;
/** the latest records kept for /__demo/access-logs; every accepted one is still counted */
export const KEPT_ACCESS_RECORDS = 10_000;

type IdentifiedRecord = AccessLogRecord & { clientRecordId: string };

function validateRecord(raw: unknown, index: number): IdentifiedRecord {
  const problem = accessLogRecordProblem(raw);
  if (problem !== null || !isRecord(raw))
    throw badRequest(`第${index + 1}条访问记录不正确：${problem ?? '应为对象'}`);
  const r = raw as unknown as IdentifiedRecord;
  const record: IdentifiedRecord = {
    accessType: r.accessType,
    userType: r.userType,
    sourceType: 1,
    policyId: r.policyId,
    orgCode: r.orgCode,
    clientRecordId: r.clientRecordId,
  };
  if (r.accessTime !== undefined) record.accessTime = r.accessTime;
  return record;
}

export function registerAccessLogRoutes(ctx: DemoContext, reg: Register): void {
  reg('post', paths.accessLog, {}, (req, res) => {
    const log = ctx.state.accessLog;
    log.requests += 1;
    const list = body(req).systemAccessInfoList;
    if (!Array.isArray(list)) throw badRequest('systemAccessInfoList 应为数组');
    if (list.length === 0) throw badRequest('访问记录不能为空');
    if (list.length > MAX_ACCESS_BATCH) throw badRequest(`单次最多上报${MAX_ACCESS_BATCH}条访问记录`);
    const records = list.map(validateRecord);
    const now = ctx.clock();
    let accepted = 0;
    let duplicates = 0;
    for (const record of records) {
      if (log.seen.seenBefore(record.clientRecordId, now)) {
        duplicates += 1;
        continue;
      }
      log.records.push(record);
      accepted += 1;
    }
    log.accepted += accepted;
    // trimmed in steps, so the copy happens once per thousand records rather than on every POST
    if (log.records.length > KEPT_ACCESS_RECORDS + 1000)
      log.records.splice(0, log.records.length - KEPT_ACCESS_RECORDS);
    const answer: AccessLogResult = { accepted, duplicates };
    ok(res, answer);
  });
}
