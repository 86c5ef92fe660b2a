// The user centre's query keys and options; components and loaders read only through these.
import { queryOptions } from '@tanstack/react-query';
import { sessionStore } from '../../../shared/auth/session';
import * as api from './centre-api';
import type { PageArgs } from './centre-api';

/** Keys carry the account so a second login on this device never sees the first one's cache. */
export function accountScope(token: string | null = sessionStore.get().token): string {
  if (!token) return 'anonymous';
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i += 1) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

// a failed load shows its error state with a retry button instead of silently repeating on mount
const common = { retryOnMount: false } as const;
const root = () => ['centre', accountScope()] as const;

export const centreQueries = {
  all: () => root(),
  enterprise: () =>
    queryOptions({ ...common, queryKey: [...root(), 'enterprise'], queryFn: api.fetchEnterpriseInfo }),
  person: () => queryOptions({ ...common, queryKey: [...root(), 'person'], queryFn: api.fetchPersonalInfo }),
  bankChanges: (enterpriseId: string) =>
    queryOptions({
      ...common,
      queryKey: [...root(), 'bankChanges', enterpriseId],
      queryFn: () => api.fetchBankChanges(enterpriseId),
    }),
  applies: (a: PageArgs) =>
    queryOptions({ ...common, queryKey: [...root(), 'applies', a], queryFn: () => api.fetchApplies(a) }),
  enjoys: (a: PageArgs) =>
    queryOptions({ ...common, queryKey: [...root(), 'enjoys', a], queryFn: () => api.fetchEnjoys(a) }),
  urges: (a: PageArgs) =>
    queryOptions({ ...common, queryKey: [...root(), 'urges', a], queryFn: () => api.fetchUrges(a) }),
  consults: (a: PageArgs) =>
    queryOptions({ ...common, queryKey: [...root(), 'consults', a], queryFn: () => api.fetchConsults(a) }),
  consultDetail: (id: string) =>
    queryOptions({
      ...common,
      queryKey: [...root(), 'consult', id],
      queryFn: () => api.fetchConsultDetail(id),
    }),
  messages: (a: PageArgs) =>
    queryOptions({ ...common, queryKey: [...root(), 'messages', a], queryFn: () => api.fetchMessages(a) }),
  projects: (a: PageArgs) =>
    queryOptions({ ...common, queryKey: [...root(), 'projects', a], queryFn: () => api.fetchProjects(a) }),
  project: (id: string) =>
    queryOptions({ ...common, queryKey: [...root(), 'project', id], queryFn: () => api.fetchProject(id) }),
  personalPolicies: (a: PageArgs) =>
    queryOptions({
      ...common,
      queryKey: [...root(), 'personalPolicies', a],
      queryFn: () => api.fetchPersonalPolicies(a),
    }),
  // public, so outside the account scope; the tree rarely changes
  enterpriseTypes: () =>
    queryOptions({
      ...common,
      queryKey: ['enterpriseTypes'],
      queryFn: api.fetchEnterpriseTypes,
      staleTime: 60 * 60 * 1000,
    }),
};

/** The newest applications: the ones still in progress, which may be urged, are among them. */
export const RECENT_APPLIES = { page: 1, pageSize: 20 } as const;

/** Key prefixes a mutation invalidates. */
export const centreKeys = {
  enterprise: () => [...root(), 'enterprise'] as const,
  person: () => [...root(), 'person'] as const,
  bankChanges: () => [...root(), 'bankChanges'] as const,
  urges: () => [...root(), 'urges'] as const,
  projects: () => [...root(), 'projects'] as const,
};
