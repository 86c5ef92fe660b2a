import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { contentQueries, warm } from '../../features/content/api/content-queries';
import { validateIdSearch } from '../../features/content/api/content-search';
import { ApplyPolicyPage } from '../../features/content/pages/apply-policy-page';

export const Route = createFileRoute('/_portal/applyPolicy')({
  validateSearch: (raw: { id?: string } & SearchSchemaInput) => validateIdSearch(raw),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    deps.id ? warm(context.queryClient.ensureQueryData(contentQueries.policySummary(deps.id))) : undefined,
  component: ApplyPolicyPage,
});
