// The saved policies' revisions (policy/changes), asked by the saved-policy screens as they open; the worker
// asks the same in its check (sw/saved-searches.ts).
import { request } from '../../../shared/api/http';
import { paths } from '../../../shared/api/paths';
import { policyChangesSchema } from '../../../shared/api/schemas/policy-changes';

export function fetchPolicyChanges(ids: readonly string[], after: number, signal?: AbortSignal) {
  return request(
    paths.policyChanges,
    { query: { ids: ids.join(','), after: String(after) }, signal },
    policyChangesSchema,
  );
}
