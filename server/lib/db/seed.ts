// The seed: every demo account's profile and user-centre lists, written once into an empty database (and
// again after a demo reset, which empties every table first).
import { ENTERPRISE_ACCOUNTS, PERSON_ACCOUNT } from '../../data/accounts';
import type { PolicyRecord } from '../../data/policies';
import { seedUserData } from '../../data/user-records';
import { insertAccount } from './account-store';
import { insertApplications, type Db } from './applications-store';
import type { BlobStore } from './blob-store';
import { TABLES } from './schema';
import {
  insertConsults,
  insertEnjoys,
  insertMessages,
  insertProjects,
  insertUrges,
} from './user-lists-store';

/** A list shown newest first is inserted oldest first, so the newest gets the highest seq. */
const oldestFirst = <T>(list: readonly T[]): T[] => [...list].reverse();

export async function seedDatabase(db: Db, policies: readonly PolicyRecord[], now: Date): Promise<void> {
  const accounts = [
    { id: PERSON_ACCOUNT.id, kind: 1 as const, info: PERSON_ACCOUNT.info },
    ...ENTERPRISE_ACCOUNTS.map((a) => ({ id: a.id, kind: 2 as const, info: a.info })),
  ];
  await db.transaction().execute(async (trx) => {
    // the running counts start at zero (recordAccess only ever adds to them)
    await trx
      .insertInto('counters')
      .values([
        { name: 'accessRequests', value: 0 },
        { name: 'accessAccepted', value: 0 },
      ])
      .execute();
    for (const account of accounts) {
      const data = seedUserData(account.id, account.kind, policies, now);
      await insertAccount(trx, account.id, account.kind, { ...account.info });
      await insertApplications(
        trx,
        account.id,
        oldestFirst(data.applies).map((record) => ({
          record,
          extras: data.extras.get(record.id) ?? { form: null, files: [], history: [] },
        })),
      );
      await insertMessages(trx, account.id, oldestFirst(data.messages));
      await insertUrges(trx, account.id, oldestFirst(data.urges));
      await insertEnjoys(trx, account.id, oldestFirst(data.enjoys));
      await insertConsults(trx, account.id, oldestFirst(data.consults));
      await insertProjects(trx, account.id, oldestFirst(data.projects));
    }
  });
}

/** Seeds the database when it is empty (its first start). */
export async function seedIfEmpty(db: Db, policies: readonly PolicyRecord[], now: Date): Promise<void> {
  const any = await db.selectFrom('accounts').select('account_id').limit(1).executeTakeFirst();
  if (!any) await seedDatabase(db, policies, now);
}

/** Back to the seed: every table emptied, every stored file removed, the seed written again. */
export async function resetDatabase(
  db: Db,
  blobs: BlobStore,
  policies: readonly PolicyRecord[],
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of TABLES) await trx.deleteFrom(table).execute();
  });
  await blobs.clear();
  await seedDatabase(db, policies, now);
}
