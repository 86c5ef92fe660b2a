import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { loadForScreen } from '../../shared/routing/load-for-screen';
import { contentQueries } from '../../features/content/api/content-queries';
import { validateIdSearch } from '../../features/content/api/content-search';
import { ApplyPolicyPage } from '../../features/content/pages/apply-policy-page';

export const Route = createFileRoute('/_portal/applyPolicy')({
  validateSearch: (raw: { id?: string } & SearchSchemaInput) => validateIdSearch(raw),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    deps.id ? loadForScreen(context.queryClient, contentQueries.policySummary(deps.id)) : undefined,
  component: ApplyPolicyPage,
});
