import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { loadForScreen } from '../../shared/routing/load-for-screen';
import { FreeTrialPage } from '../../features/policy/pages/free-trial-page';
import { policyQueries } from '../../features/policy/api/policy-queries';
import { validateFreeTrialSearch, type FreeTrialSearch } from '../../features/policy/lib/detail-search';

export const Route = createFileRoute('/_portal/freeTrial')({
  // validated once here: links may leave any param out, the loader and the page read the typed result
  validateSearch: (raw: Partial<FreeTrialSearch> & SearchSchemaInput) => validateFreeTrialSearch(raw),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    if (deps.id)
      await loadForScreen(context.queryClient, policyQueries.detail(deps.id));
  },
  component: FreeTrial,
});

function FreeTrial() {
  return <FreeTrialPage search={Route.useSearch()} />;
}
