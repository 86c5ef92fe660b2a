// The user centre's query keys and options; components and loaders read only through these.
import { queryOptions } from '@tanstack/react-query';
import { applicationsKey, userKey } from '../../../shared/auth/account-scope';
import { publicScope, userScope } from '../../../shared/offline/query-scope';
import * as api from './centre-api';
import type { PageArgs } from './centre-api';

// a failed load shows its error state with a retry button instead of silently repeating on mount
const common = { ...userScope, retryOnMount: false } as const;
/** Every centre key carries the account (shared/auth/account-scope). */
const root = () => userKey('centre');

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
    queryOptions({ ...common, queryKey: [...applicationsKey(), a], queryFn: () => api.fetchApplies(a) }),
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
      ...publicScope,
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
