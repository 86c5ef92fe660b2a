// The catalogue of one app instance: the generated policies plus those the demo tool publishes while it runs
// (POST /__demo/publish-policy), which a reset withdraws again.
import type { PolicyRecord } from '../data/policies';

export interface PolicyCatalog {
  policies: readonly PolicyRecord[];
  policyById: ReadonlyMap<string, PolicyRecord>;
  publishPolicy: (record: PolicyRecord) => void;
  withdrawPublished: () => void;
}

export function createPolicyCatalog(generated: PolicyRecord[]): PolicyCatalog {
  const policies = [...generated];
  const policyById = new Map(policies.map((p) => [p.id, p]));
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
  };
}
