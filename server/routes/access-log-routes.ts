// Access-log batches (spec §7 "Access log"): validated, deduplicated by clientRecordId within a bounded
// window, at most 50 per batch; a record without a clientRecordId is refused (it could be counted twice).
import type { AccessLogRecord, AccessLogResult } from '../../src/shared/api/contract';
import { paths } from '../../src/shared/api/paths';
import type { DemoContext } from '../lib/context';
import { badRequest, ok } from '../lib/envelope';
import { body, isRecord } from '../lib/http-helpers';
import type { Register } from '../lib/registry';

export const MAX_ACCESS_BATCH = 50;
/** the latest records kept for /__demo/access-logs; every accepted one is still counted */
export const KEPT_ACCESS_RECORDS = 10_000;

type IdentifiedRecord = AccessLogRecord & { clientRecordId: string };

function validateRecord(raw: unknown, index: number): IdentifiedRecord {
  const bad = (why: string) => badRequest(`第${index + 1}条访问记录不正确：${why}`);
  if (!isRecord(raw)) throw bad('应为对象');
  if (typeof raw.accessType !== 'number' || !Number.isInteger(raw.accessType))
    throw bad('accessType 应为整数');
  if (raw.userType !== 1 && raw.userType !== 2 && raw.userType !== 3) throw bad('userType 只能是1、2或3');
  if (raw.sourceType !== 1) throw bad('sourceType 只能是1');
  if (raw.policyId !== null && (typeof raw.policyId !== 'string' || raw.policyId.length > 64))
    throw bad('policyId 应为字符串或 null');
  if (typeof raw.orgCode !== 'string' || !/^\d{6}$/.test(raw.orgCode)) throw bad('orgCode 应为6位区划代码');
  if (raw.clientRecordId === undefined || raw.clientRecordId === null || raw.clientRecordId === '')
    throw bad('缺少 clientRecordId（每条记录需带唯一编号，以免重复计数）');
  if (typeof raw.clientRecordId !== 'string' || raw.clientRecordId.length > 100)
    throw bad('clientRecordId 应为不超过100个字符的字符串');
  if (raw.accessTime !== undefined && (typeof raw.accessTime !== 'string' || raw.accessTime.length > 40))
    throw bad('accessTime 应为字符串');
  const record: IdentifiedRecord = {
    accessType: raw.accessType,
    userType: raw.userType,
    sourceType: 1,
    policyId: raw.policyId,
    orgCode: raw.orgCode,
    clientRecordId: raw.clientRecordId,
  };
  if (raw.accessTime !== undefined) record.accessTime = raw.accessTime;
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
