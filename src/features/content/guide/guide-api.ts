// 申报指南 and 政策汇编: the guides by audience, the compilations by year.
import { declarationGuidesSchema, policyCompilationsSchema } from '../../../shared/api/schemas/content';
import { paths } from '../../../shared/api/paths';
import { request } from '../../../shared/api/http';
import type { GuideAudience } from './guide-search';

// the searches are in ./guide-search.ts: the route tree (on every first screen) names them, not these calls
export { compilationSearchSchema, guideSearchSchema, type GuideAudience } from './guide-search';

export const fetchGuides = (audience: GuideAudience, signal?: AbortSignal) =>
  request(paths.guideList, { query: { audience }, signal }, declarationGuidesSchema);

export const fetchCompilations = (signal?: AbortSignal) =>
  request(paths.compilationList, { signal }, policyCompilationsSchema);
