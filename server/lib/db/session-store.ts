// Platform sessions and one-time login tickets in the database: a restart keeps every login until it expires.
import type { Selectable } from 'kysely';
import type { Session } from '../state';
import type { Db } from './applications-store';
import type { SessionTable } from './schema';

const sessionOf = (r: Selectable<SessionTable>): Session => ({
  token: r.token,
  kind: r.kind === 2 ? 2 : 1,
  accountId: r.account_id,
  createdAt: r.created_at,
  lastSeen: r.last_seen,
  cookieId: r.cookie_id,
  accepted: r.accepted === 1,
  browser: r.browser ?? undefined,
});

export function insertSession(db: Db, s: Session) {
  return db
    .insertInto('sessions')
    .values({
      token: s.token,
      kind: s.kind,
      account_id: s.accountId,
      created_at: s.createdAt,
      last_seen: s.lastSeen,
      cookie_id: s.cookieId,
      accepted: s.accepted ? 1 : 0,
      browser: s.browser ?? null,
    })
    .execute();
}

export async function sessionByToken(db: Db, token: string) {
  const row = await db.selectFrom('sessions').selectAll().where('token', '=', token).executeTakeFirst();
  return row ? sessionOf(row) : undefined;
}

export async function sessionByCookie(db: Db, cookieId: string) {
  const row = await db
    .selectFrom('sessions')
    .selectAll()
    .where('cookie_id', '=', cookieId)
    .executeTakeFirst();
  return row ? sessionOf(row) : undefined;
}

export function touchSession(db: Db, token: string, lastSeen: number) {
  return db.updateTable('sessions').set({ last_seen: lastSeen }).where('token', '=', token).execute();
}

export function acceptSession(db: Db, token: string) {
  return db.updateTable('sessions').set({ accepted: 1 }).where('token', '=', token).execute();
}

export function deleteSession(db: Db, token: string) {
  return db.deleteFrom('sessions').where('token', '=', token).execute();
}

export async function countSessions(db: Db): Promise<number> {
  const row = await db
    .selectFrom('sessions')
    .select((e) => e.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Drops the oldest sessions beyond `max`. */
export async function capSessions(db: Db, max: number): Promise<void> {
  const over = (await countSessions(db)) - max;
  if (over <= 0) return;
  const oldest = db.selectFrom('sessions').select('token').orderBy('created_at', 'asc').limit(over);
  await db.deleteFrom('sessions').where('token', 'in', oldest).execute();
}

/** Ends the sessions past their idle or total time, and logins whose ticket was not redeemed in time. */
export function deleteExpiredSessions(db: Db, now: number, idleMs: number, maxMs: number, ticketMs: number) {
  return db
    .deleteFrom('sessions')
    .where((e) =>
      e.or([
        e('last_seen', '<', now - idleMs),
        e('created_at', '<', now - maxMs),
        e.and([e('accepted', '=', 0), e('created_at', '<', now - ticketMs)]),
      ]),
    )
    .execute();
}

// ---- tickets

export interface Ticket {
  token: string;
  cookieId: string;
  expiresAt: number;
}

export function insertTicket(db: Db, ticket: string, t: Ticket) {
  return db
    .insertInto('tickets')
    .values({ ticket, token: t.token, cookie_id: t.cookieId, expires_at: t.expiresAt })
    .execute();
}

/** One-time: the ticket is gone once taken. */
export async function takeTicket(db: Db, ticket: string): Promise<Ticket | undefined> {
  const row = await db.deleteFrom('tickets').where('ticket', '=', ticket).returningAll().executeTakeFirst();
  return row ? { token: row.token, cookieId: row.cookie_id, expiresAt: row.expires_at } : undefined;
}

export async function countTickets(db: Db): Promise<number> {
  const row = await db
    .selectFrom('tickets')
    .select((e) => e.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function capTickets(db: Db, max: number): Promise<void> {
  const over = (await countTickets(db)) - max;
  if (over <= 0) return;
  const oldest = db.selectFrom('tickets').select('ticket').orderBy('expires_at', 'asc').limit(over);
  await db.deleteFrom('tickets').where('ticket', 'in', oldest).execute();
}

export function deleteExpiredTickets(db: Db, now: number) {
  return db.deleteFrom('tickets').where('expires_at', '<=', now).execute();
}
