// Access-log batches (docs/product.md#access-log): each record checked by the portal's own rule, deduplicated
// by clientRecordId within a bounded window, at most 50 per batch; a record without a clientRecordId is
// refused (it could be counted twice).
import type { AccessLogResult } from '../../src/shared/api/contract';
import { paths } from '../../src/shared/api/paths';
import { readAccessLogBatch } from '../../src/shared/api/schemas/access-log';
import type { DemoContext } from '../lib/context';
import { countAccessRequest, recordAccess, trimAccessLog } from '../lib/db/access-log-store';
import { badRequest, ok } from '../lib/envelope';
import type { Register } from '../lib/registry';

/** the latest records kept for /__demo/access-logs; every accepted one is still counted */
export const KEPT_ACCESS_RECORDS = 10_000;

export function registerAccessLogRoutes(ctx: DemoContext, reg: Register): void {
  reg('post', paths.accessLog, {}, async (req, res) => {
    const log = ctx.state.accessLog;
    // the portal's own rule, in its words: the first problem of the batch is the answer
    const read = readAccessLogBatch(req.body);
    if (!read.ok) {
      await countAccessRequest(ctx.db);
      throw badRequest(read.problem);
    }
    const records = read.batch.systemAccessInfoList;
    const now = ctx.clock();
    const fresh = records.filter((record) => !log.seen.seenBefore(record.clientRecordId, now));
    await recordAccess(ctx.db, fresh);
    // trimmed in steps, so the delete runs once per thousand records rather than on every POST
    log.untrimmed += fresh.length;
    if (log.untrimmed >= 1000) {
      log.untrimmed = 0;
      await trimAccessLog(ctx.db, KEPT_ACCESS_RECORDS);
    }
    const answer: AccessLogResult = { accepted: fresh.length, duplicates: records.length - fresh.length };
    ok(res, answer);
  });
}
