// The policies this device holds, for searching offline: lists and details kept by the query cache
// (persisted across visits) and the ones the user saved on purpose.
import type { QueryClient } from '@tanstack/react-query';
import type { PolicyListItem } from '../../../shared/api/contract';
import type { DeviceRecord } from '../../../shared/offline/device-search';
import type { SavedPolicy } from '../../../shared/offline/saved-policies';
import { policyQueries } from '../api/policy-queries';

const isPolicy = (v: unknown): v is PolicyListItem =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as PolicyListItem).id === 'string' &&
  typeof (v as PolicyListItem).policyName === 'string';

function toRecord(p: PolicyListItem, savedAt: number, source: DeviceRecord['source']): DeviceRecord {
  return {
    id: p.id,
    name: p.policyName,
    department: p.competentDepartmentPath ?? '',
    area: p.areaTypeStr ?? '',
    savedAt,
    source,
  };
}

export function cachedPolicyRecords(queryClient: QueryClient): DeviceRecord[] {
  const out: DeviceRecord[] = [];
  for (const query of queryClient.getQueryCache().findAll({ queryKey: policyQueries.all() })) {
    const kind = query.queryKey[1];
    const data = query.state.data as { records?: unknown } | undefined;
    const at = query.state.dataUpdatedAt;
    if (kind === 'list' && Array.isArray(data?.records))
      for (const p of data.records) if (isPolicy(p)) out.push(toRecord(p, at, 'cache'));
    if (kind === 'detail' && isPolicy(data)) out.push(toRecord(data, at, 'cache'));
  }
  return out;
}

export function savedPolicyRecords(saved: SavedPolicy[]): DeviceRecord[] {
  return saved.map((s) => toRecord(s.detail, s.savedAt, 'saved'));
}
