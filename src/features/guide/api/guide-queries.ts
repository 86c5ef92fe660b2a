// The guide feature's query options.
import { publicQuery } from '../../../shared/api/scoped-query';
import {
  fetchCompilations,
  fetchGuides,
  parseCompilations,
  parseGuides,
  type GuideAudience,
} from './guide-api';

export const guideQueries = {
  all: () => ['guide'] as const,
  guides: (audience: GuideAudience) =>
    publicQuery([...guideQueries.all(), 'guides', audience], (signal) => fetchGuides(audience, signal), {
      parse: parseGuides,
    }),
  compilations: () =>
    publicQuery([...guideQueries.all(), 'compilations'], fetchCompilations, { parse: parseCompilations }),
};
