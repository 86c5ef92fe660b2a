import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { loadForScreen } from '../../shared/routing/load-for-screen';
import { sessionStore } from '../../shared/auth/session';
import { contentQueries } from '../../features/content/api/content-queries';
import { validateIdSearch } from '../../features/content/api/content-search';
import { ApplyDetailPage } from '../../features/content/pages/apply-detail-page';

export const Route = createFileRoute('/_portal/applyDetail')({
  validateSearch: (raw: { id?: string } & SearchSchemaInput) => validateIdSearch(raw),
  loaderDeps: ({ search }) => search,
  // visitors get a login prompt, so nothing is fetched for them
  loader: ({ context, deps }) =>
    deps.id && sessionStore.get().token
      ? loadForScreen(context.queryClient, contentQueries.applyDetail(deps.id))
      : undefined,
  component: ApplyDetailPage,
});
