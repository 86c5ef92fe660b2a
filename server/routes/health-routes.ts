// /__demo/stats: process memory and the size of every bounded store, for the load script and tests.
import type { DemoContext } from '../lib/context';
import type { Register } from '../lib/registry';
import { countSessions, countTickets } from '../lib/db/session-store';

export function registerHealthRoutes(ctx: DemoContext, reg: Register): void {
  reg('get', '/__demo/stats', {}, async (_req, res) => {
    const memory = process.memoryUsage();
    const s = ctx.state;
    res.set('Cache-Control', 'no-store').json({
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
      sessions: await countSessions(ctx.db),
      tickets: await countTickets(ctx.db),
      captchas: s.captchas.size,
      smsCodes: s.sms.size,
      accessLogIds: s.accessLog.seen.size,
      accessLogRecordsKept: s.accessLog.records.length,
      accessLogAccepted: s.accessLog.accepted,
    });
  });
}
