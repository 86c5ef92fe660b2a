// The catalogue of one app instance: the generated policies plus those the demo tool publishes while it runs
// (POST /__demo/publish-policy), which a reset withdraws again, with each policy's revisions applied over it
// (POST /__demo/update-policy; kept in the database and applied again on start, undone by a reset).
import type { PolicyRecord } from '../data/policies';

export interface PolicyCatalog {
  policies: readonly PolicyRecord[];
  policyById: ReadonlyMap<string, PolicyRecord>;
  publishPolicy: (record: PolicyRecord) => void;
  withdrawPublished: () => void;
  /** puts a policy's revised record in place of the current one (same id) */
  revisePolicy: (record: PolicyRecord) => void;
  /** every revised policy back to its seeded record */
  undoRevisions: () => void;
}

export function createPolicyCatalog(generated: PolicyRecord[]): PolicyCatalog {
  const policies = [...generated];
  const policyById = new Map(policies.map((p) => [p.id, p]));
  const seeded = new Map<string, PolicyRecord>();
  const replace = (record: PolicyRecord) => {
    const at = policies.findIndex((p) => p.id === record.id);
    if (at < 0) return;
    policies[at] = record;
    policyById.set(record.id, record);
  };
  return {
    policies,
    policyById,
    publishPolicy: (record) => {
      policies.push(record);
      policyById.set(record.id, record);
    },
    withdrawPublished: () => {
      for (const p of policies.splice(generated.length)) policyById.delete(p.id);
    },
    revisePolicy: (record) => {
      const current = policyById.get(record.id);
      if (!current) return;
      if (!seeded.has(record.id)) seeded.set(record.id, current);
      replace(record);
    },
    undoRevisions: () => {
      for (const original of seeded.values()) replace(original);
      seeded.clear();
    },
  };
}
