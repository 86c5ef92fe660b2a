import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { loadForScreen } from '../../shared/routing/load-for-screen';
import { sessionStore } from '../../shared/auth/session';
import { applyQueries } from '../../features/apply/api/apply-api';
import { validateIdSearch } from '../../shared/routing/paged-search';
import { ApplyDetailPage } from '../../features/apply/pages/apply-detail-page';

export const Route = createFileRoute('/_portal/applyDetail')({
  validateSearch: (raw: { id?: string } & SearchSchemaInput) => validateIdSearch(raw),
  loaderDeps: ({ search }) => search,
  // visitors get a login prompt, so nothing is fetched for them
  loader: ({ context, deps }) =>
    deps.id && sessionStore.get().token
      ? loadForScreen(context.queryClient, applyQueries.detail(deps.id))
      : undefined,
  component: ApplyDetail,
});

function ApplyDetail() {
  return <ApplyDetailPage id={Route.useSearch().id} />;
}
