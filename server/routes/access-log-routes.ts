// Access-log batches (docs/product.md#access-log): each record checked by the portal's own rule, deduplicated
// by clientRecordId within a bounded window, at most 50 per batch; a record without a clientRecordId is
// refused (it could be counted twice). The counts are kept in the database; the latest records only in memory.
import type { AccessLogResult } from '../../src/shared/api/contract';
import { paths } from '../../src/shared/api/paths';
import { readAccessLogBatch } from '../../src/shared/api/schemas/access-log';
import type { DemoContext } from '../lib/context';
import { AccessCounter } from '../lib/db/access-log-store';
import { badRequest, ok } from '../lib/envelope';
import type { Register } from '../lib/registry';

/** the latest records kept for /__demo/access-logs; every accepted one is still counted */
export const KEPT_ACCESS_RECORDS = 10_000;

export function registerAccessLogRoutes(ctx: DemoContext, reg: Register): void {
  const counter = new AccessCounter(ctx.db);
  reg('post', paths.accessLog, {}, async (req, res) => {
    const log = ctx.state.accessLog;
    // the portal's own rule, in its words: the first problem of the batch is the answer
    const read = readAccessLogBatch(req.body);
    if (!read.ok) {
      await counter.count(log, 0);
      throw badRequest(read.problem);
    }
    const records = read.batch.systemAccessInfoList;
    const now = ctx.clock();
    const fresh = records.filter((record) => !log.seen.seenBefore(record.clientRecordId, now));
    // the counts (the visit count) are written before the answer; the records themselves are diagnostics
    await counter.count(log, fresh.length);
    log.records.push(...fresh);
    const accepted = fresh.length;
    const duplicates = records.length - accepted;
    // trimmed in steps, so the copy happens once per thousand records rather than on every POST
    if (log.records.length > KEPT_ACCESS_RECORDS + 1000)
      log.records.splice(0, log.records.length - KEPT_ACCESS_RECORDS);
    const answer: AccessLogResult = { accepted, duplicates };
    ok(res, answer);
  });
}
