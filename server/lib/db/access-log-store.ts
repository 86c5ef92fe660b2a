// The access log's running counts in the database (the home page's visit count): written through on every
// batch, read once at start into memory (this process is their only writer), so a page view costs one update.
import { sql } from 'kysely';
import type { Db } from './applications-store';

export interface AccessCounts {
  requests: number;
  accepted: number;
}

/** Counts a batch (a refused one too: `accepted` 0) in the database, then in `counts`. */
export async function countAccess(db: Db, counts: AccessCounts, accepted: number): Promise<void> {
  await db
    .updateTable('counters')
    .set({ value: sql<number>`value + case when name = 'accessAccepted' then ${accepted} else 1 end` })
    .where('name', 'in', ['accessRequests', 'accessAccepted'])
    .execute();
  counts.requests += 1;
  counts.accepted += accepted;
}

/** The counts as the database holds them (at start, and after a reset). */
export async function loadAccessCounts(db: Db): Promise<AccessCounts> {
  const rows = await db.selectFrom('counters').select(['name', 'value']).execute();
  const value = (name: string) => Number(rows.find((r) => r.name === name)?.value ?? 0);
  return { requests: value('accessRequests'), accepted: value('accessAccepted') };
}
