// A policy's revisions: what the demo tool's update changes (the record's new fields and the changes told, from →
// to), kept in the database and applied over the seed catalogue as the API starts, so a restart keeps them.
import type { PolicyChange, PolicyRevision, PolicyUpdate } from '../../src/shared/api/schemas/policy-changes';
import { applyTimeState, rewardText, type PolicyRecord } from '../data/policies';
import type { PolicyCatalog } from './policy-catalog';
import type { Db } from './db/applications-store';
import { fromJson, toJson } from './db/database';
import { addDays, formatDate, formatDateTime, parseCstDate, startOfCstDay } from './time';

/** the record's fields a revision sets */
export type RevisedFields = Partial<
  Pick<
    PolicyRecord,
    'declareEnd' | 'declareTime' | 'rewardMoney' | 'rewardMoneyStr' | 'conditions' | 'withdrawn' | 'hidden'
  >
>;

export interface PlannedRevision {
  fields: RevisedFields;
  changes: PolicyChange[];
}

/** conditions are told as one text: the list joined as the copy deck joins a list */
const joinConditions = (list: readonly string[]): string => list.join('；');

/**
 * What an update changes on this policy now, or why it is refused (the refusal's words). A field set to the
 * value it has already is not a change; an update that changes nothing is refused.
 */
export function planRevision(p: PolicyRecord, update: PolicyUpdate, now: Date): PlannedRevision | string {
  if (p.withdrawn) return '该政策已撤回，不能再调整';
  if (update.closed && update.declareEnd !== undefined) return '提前截止与调整截止时间不能同时进行';
  const fields: RevisedFields = {};
  const changes: PolicyChange[] = [];
  if (update.closed) {
    if (applyTimeState(p, now) !== 1) return '该政策不在申报期内，不能提前截止';
    // the window's last day becomes yesterday: applications close from today
    const end = formatDate(addDays(startOfCstDay(now), -1));
    const last = end < p.declareStart ? p.declareStart : end;
    fields.declareEnd = last;
    fields.declareTime = `${p.declareStart} 至 ${last}`;
    changes.push({ kind: 'closed', from: p.declareEnd, to: last });
  }
  if (update.declareEnd !== undefined && update.declareEnd !== p.declareEnd) {
    if (Number.isNaN(parseCstDate(update.declareEnd).getTime()) || update.declareEnd < p.declareStart)
      return `截止时间不能早于申报开始时间（${p.declareStart}）`;
    fields.declareEnd = update.declareEnd;
    fields.declareTime = `${p.declareStart} 至 ${update.declareEnd}`;
    changes.push({ kind: 'deadline', from: p.declareEnd, to: update.declareEnd });
  }
  if (update.rewardMoney !== undefined && update.rewardMoney !== p.rewardMoney) {
    fields.rewardMoney = update.rewardMoney;
    fields.rewardMoneyStr = rewardText(update.rewardMoney);
    changes.push({ kind: 'amount', from: String(p.rewardMoney), to: String(update.rewardMoney) });
  }
  if (update.conditions !== undefined && joinConditions(update.conditions) !== joinConditions(p.conditions)) {
    fields.conditions = [...update.conditions];
    changes.push({
      kind: 'conditions',
      from: joinConditions(p.conditions),
      to: joinConditions(update.conditions),
    });
  }
  if (update.withdrawn) {
    // off the lists and the search; its detail still answers, marked withdrawn
    fields.withdrawn = true;
    fields.hidden = true;
    changes.push({ kind: 'withdrawn', from: '', to: '' });
  }
  if (changes.length === 0) return '没有需要调整的内容（新值与现值相同）';
  return { fields, changes };
}

/** Keeps a revision and puts the revised record in the catalogue; answers the revision as the API sends it. */
export async function recordRevision(
  db: Db,
  catalog: PolicyCatalog,
  p: PolicyRecord,
  planned: PlannedRevision,
  now: Date,
): Promise<PolicyRevision> {
  const changedAt = formatDateTime(now);
  const row = await db
    .insertInto('policy_revisions')
    .values({
      policy_id: p.id,
      changed_at: changedAt,
      fields_json: toJson(planned.fields),
      changes_json: toJson(planned.changes),
    })
    .returning('seq')
    .executeTakeFirstOrThrow();
  const revision = Number(row.seq);
  catalog.revisePolicy({ ...p, ...planned.fields, revision });
  return { revision, policyId: p.id, changedAt, changes: planned.changes };
}

/** As the API starts: every kept revision applied, oldest first, over the seeded record of its policy. */
export async function applyKeptRevisions(db: Db, catalog: PolicyCatalog): Promise<void> {
  const rows = await db
    .selectFrom('policy_revisions')
    .select(['seq', 'policy_id', 'fields_json'])
    .orderBy('seq')
    .execute();
  for (const row of rows) {
    const current = catalog.policyById.get(row.policy_id);
    // a policy the demo tool published has gone with the restart: its revisions have nothing to apply to
    if (current)
      catalog.revisePolicy({ ...current, ...fromJson<RevisedFields>(row.fields_json), revision: Number(row.seq) });
  }
}

/** The revisions of these policies after `after`, oldest first (at most `limit`), and the newest number of all. */
export async function revisionsOf(
  db: Db,
  ids: readonly string[],
  after: number,
  limit: number,
): Promise<{ latest: number; records: PolicyRevision[] }> {
  const newest = await db
    .selectFrom('policy_revisions')
    .select((eb) => eb.fn.max('seq').as('latest'))
    .executeTakeFirst();
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('policy_revisions')
          .select(['seq', 'policy_id', 'changed_at', 'changes_json'])
          .where('policy_id', 'in', [...ids])
          .where('seq', '>', after)
          .orderBy('seq')
          .limit(limit)
          .execute();
  return {
    latest: Number(newest?.latest ?? 0),
    records: rows.map((r) => ({
      revision: Number(r.seq),
      policyId: r.policy_id,
      changedAt: r.changed_at,
      changes: fromJson<PolicyChange[]>(r.changes_json),
    })),
  };
}
