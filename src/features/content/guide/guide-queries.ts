// The guide feature's query options.
import { declarationGuidesSchema, policyCompilationsSchema } from '../../../shared/api/schemas/content';
import { publicQuery } from '../../../shared/api/scoped-query';
import { fetchCompilations, fetchGuides, type GuideAudience } from './guide-api';

export const guideQueries = {
  all: () => ['guide'] as const,
  guides: (audience: GuideAudience) =>
    publicQuery([...guideQueries.all(), 'guides', audience], (signal) => fetchGuides(audience, signal), {
      parse: declarationGuidesSchema,
    }),
  compilations: () =>
    publicQuery([...guideQueries.all(), 'compilations'], fetchCompilations, {
      parse: policyCompilationsSchema,
    }),
};
