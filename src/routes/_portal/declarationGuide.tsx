import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { contentQueries, warm } from '../../features/content/api/content-queries';
import { validateGuideSearch, type GuideAudience } from '../../features/content/api/content-search';
import { DeclarationGuidePage } from '../../features/content/pages/declaration-guide-page';

export const Route = createFileRoute('/_portal/declarationGuide')({
  validateSearch: (raw: { audience?: GuideAudience } & SearchSchemaInput) => validateGuideSearch(raw),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    warm(context.queryClient.ensureQueryData(contentQueries.guides(deps.audience))),
  component: DeclarationGuidePage,
});
