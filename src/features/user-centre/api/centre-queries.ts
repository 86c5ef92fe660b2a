// The user centre's query keys and options; components and loaders read only through these.
import type { QueryKey } from '@tanstack/react-query';
import { applicationsKey, enjoysKey, userKey } from '../../../shared/auth/account-scope';
import { publicQuery, userQuery } from '../../../shared/api/scoped-query';
import * as api from './centre-api';
import type { PageArgs } from './centre-api';
import { enterpriseTypeTreeSchema } from '../../../shared/api/schemas/user-centre';

/** Every centre key carries the account (shared/auth/account-scope). */
const root = () => userKey('centre');
// a failed load shows its error state with a retry button instead of silently repeating on mount
const centreQuery = <TData, const TKey extends QueryKey>(queryKey: TKey, fetch: () => Promise<TData>) =>
  userQuery(queryKey, fetch, { retryOnMount: false });

export const centreQueries = {
  all: () => root(),
  enterprise: () => centreQuery([...root(), 'enterprise'], api.fetchEnterpriseInfo),
  person: () => centreQuery([...root(), 'person'], api.fetchPersonalInfo),
  bankChanges: (enterpriseId: string, a: PageArgs) =>
    centreQuery([...root(), 'bankChanges', enterpriseId, a], () => api.fetchBankChanges(enterpriseId, a)),
  applies: (a: PageArgs) => centreQuery([...applicationsKey(), a], () => api.fetchApplies(a)),
  enjoys: (a: PageArgs) => centreQuery([...enjoysKey(), a], () => api.fetchEnjoys(a)),
  urges: (a: PageArgs) => centreQuery([...root(), 'urges', a], () => api.fetchUrges(a)),
  consults: (a: PageArgs) => centreQuery([...root(), 'consults', a], () => api.fetchConsults(a)),
  consultDetail: (id: string) => centreQuery([...root(), 'consult', id], () => api.fetchConsultDetail(id)),
  messages: (a: PageArgs) => centreQuery([...root(), 'messages', a], () => api.fetchMessages(a)),
  projects: (a: PageArgs) => centreQuery([...root(), 'projects', a], () => api.fetchProjects(a)),
  project: (id: string) => centreQuery([...root(), 'project', id], () => api.fetchProject(id)),
  personalPolicies: (a: PageArgs) =>
    centreQuery([...root(), 'personalPolicies', a], () => api.fetchPersonalPolicies(a)),
  // public, so outside the account scope; the tree rarely changes
  enterpriseTypes: () =>
    publicQuery(['enterpriseTypes'], api.fetchEnterpriseTypes, {
      parse: enterpriseTypeTreeSchema,
      retryOnMount: false,
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
