import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { loadForScreen } from '../../shared/routing/load-for-screen';
import { contentQueries } from '../../features/content/api/content-queries';
import { validateGuideSearch, type GuideAudience } from '../../features/content/api/content-search';
import { DeclarationGuidePage } from '../../features/content/pages/declaration-guide-page';

export const Route = createFileRoute('/_portal/declarationGuide')({
  validateSearch: (raw: { audience?: GuideAudience } & SearchSchemaInput) => validateGuideSearch(raw),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    loadForScreen(context.queryClient, contentQueries.guides(deps.audience)),
  component: DeclarationGuidePage,
});
