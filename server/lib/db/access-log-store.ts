// The access log's running counts in the database (the home page's visit count), read once at start into memory
// (this process is their only writer). Batches that arrive together are counted in one update (a group commit):
// each answer still waits until its own count is written, but a page view under load costs a fraction of one.
import { sql } from 'kysely';
import type { Db } from './applications-store';

export interface AccessCounts {
  requests: number;
  accepted: number;
}

interface Group extends AccessCounts {
  done: Promise<void>;
}

export class AccessCounter {
  private next: (Group & { resolve: () => void; reject: (e: unknown) => void }) | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db) {}

  /** Counts a batch (a refused one too: `accepted` 0) in the database, then in `counts`. */
  async count(counts: AccessCounts, accepted: number): Promise<void> {
    if (!this.next) {
      let resolve = () => {};
      let reject: (e: unknown) => void = () => {};
      const done = new Promise<void>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      const group = { requests: 0, accepted: 0, done, resolve, reject };
      this.next = group;
      // the group closes once the write before it has finished and the requests read in this turn of the event
      // loop have been handled: everything that arrived meanwhile joins it
      this.writing = this.writing
        .then(() => new Promise<void>((r) => setImmediate(r)))
        .then(() => this.write(group));
    }
    const group = this.next;
    group.requests += 1;
    group.accepted += accepted;
    await group.done;
    counts.requests += 1;
    counts.accepted += accepted;
  }

  private async write(group: Group & { resolve: () => void; reject: (e: unknown) => void }): Promise<void> {
    if (this.next === group) this.next = undefined;
    try {
      await this.db
        .updateTable('counters')
        .set({
          value: sql<number>`value + cast(case when name = 'accessAccepted' then ${group.accepted} else ${group.requests} end as bigint)`,
        })
        .where('name', 'in', ['accessRequests', 'accessAccepted'])
        .execute();
      group.resolve();
    } catch (error) {
      group.reject(error);
    }
  }
}

/** The counts as the database holds them (at start, and after a reset). */
export async function loadAccessCounts(db: Db): Promise<AccessCounts> {
  const rows = await db.selectFrom('counters').select(['name', 'value']).execute();
  const value = (name: string) => Number(rows.find((r) => r.name === name)?.value ?? 0);
  return { requests: value('accessRequests'), accepted: value('accessAccepted') };
}
