// Access-log batches (docs/product.md#access-log): each record checked by the portal's own rule, deduplicated
// by clientRecordId within a bounded window, at most 50 per batch; a record without a clientRecordId is
// refused (it could be counted twice).
import type { AccessLogResult } from '../../src/shared/api/contract';
import { paths } from '../../src/shared/api/paths';
import { readAccessLogBatch } from '../../src/shared/api/schemas/access-log';
import type { DemoContext } from '../lib/context';
import { badRequest, ok } from '../lib/envelope';
import type { Register } from '../lib/registry';

/** the latest records kept for /__demo/access-logs; every accepted one is still counted */
export const KEPT_ACCESS_RECORDS = 10_000;

export function registerAccessLogRoutes(ctx: DemoContext, reg: Register): void {
  reg('post', paths.accessLog, {}, (req, res) => {
    const log = ctx.state.accessLog;
    log.requests += 1;
    // the portal's own rule, in its words: the first problem of the batch is the answer
    const read = readAccessLogBatch(req.body);
    if (!read.ok) throw badRequest(read.problem);
    const records = read.batch.systemAccessInfoList;
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
