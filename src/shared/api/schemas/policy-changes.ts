// A policy's revisions (what changed, from what to what, when), as the saved-policy check reads them, and the
// demo tool's body that makes one. Apart from policy.ts: only the saved-policy screens and the worker read them.
import * as v from 'valibot';
import { boolean, list, number, object, oneOf, optional, text, withDefault } from '../schema';

/** deadline moved, application closed early, amount changed, conditions changed, policy withdrawn */
export const policyChangeKindSchema = oneOf('deadline', 'closed', 'amount', 'conditions', 'withdrawn');
export type PolicyChangeKind = v.InferOutput<typeof policyChangeKindSchema>;

/**
 * One change: dates as YYYY-MM-DD, an amount in yuan as its number, conditions as their texts joined by "；";
 * a withdrawal has neither end.
 */
export const policyChangeSchema = object({
  kind: policyChangeKindSchema,
  from: withDefault(text, ''),
  to: withDefault(text, ''),
});
export type PolicyChange = v.InferOutput<typeof policyChangeSchema>;

/** One revision of one policy: its number (rising across all policies), when, and what changed. */
export const policyRevisionSchema = object({
  revision: number,
  policyId: text,
  /** YYYY-MM-DD HH:mm:ss, Quanzhou time */
  changedAt: text,
  changes: list(policyChangeSchema),
});
export type PolicyRevision = v.InferOutput<typeof policyRevisionSchema>;

/** GET policy/changes: the revisions of the asked policies after `after`, oldest first. */
export const policyChangesSchema = object({
  /** the newest revision number of the whole catalogue */
  latest: withDefault(number, 0),
  records: withDefault(list(policyRevisionSchema), []),
});
export type PolicyChanges = v.InferOutput<typeof policyChangesSchema>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

// written with `check` only: every valibot function a schema uses travels with the first screens (schemas.md)
const filled = (what: string) => v.pipe(text, v.check((s: string) => s.trim() !== '', what));

/**
 * POST /__demo/update-policy: the policy and the fields that change now; at least one. `closed` ends the window
 * today (closed early), `withdrawn` takes the policy off the lists.
 */
export const policyUpdateSchema = v.pipe(
  object({
    policyId: filled('a policy id'),
    declareEnd: optional(v.pipe(text, v.check((s: string) => DAY.test(s), 'a date (YYYY-MM-DD)'))),
    closed: optional(boolean),
    rewardMoney: optional(v.pipe(number, v.check((n: number) => n >= 0, 'an amount of 0 or more'))),
    conditions: optional(
      v.pipe(
        list(filled('a condition')),
        v.check((l: string[]) => l.length > 0, 'a condition'),
      ),
    ),
    withdrawn: optional(boolean),
  }),
  v.check(
    (b) =>
      b.declareEnd !== undefined ||
      b.closed === true ||
      b.rewardMoney !== undefined ||
      b.conditions !== undefined ||
      b.withdrawn === true,
    'a field to change (declareEnd, closed, rewardMoney, conditions or withdrawn)',
  ),
);
export type PolicyUpdate = v.InferOutput<typeof policyUpdateSchema>;
