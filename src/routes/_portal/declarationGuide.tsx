import { createFileRoute } from '@tanstack/react-router';
import { loadForScreen } from '../../shared/routing/load-for-screen';
import { guideQueries } from '../../features/content/guide/guide-queries';
import { guideSearchSchema } from '../../features/content/guide/guide-search';
import { useSearchProps } from '../../shared/routing/search-props';
import { DeclarationGuidePage } from '../../features/content/guide/declaration-guide-page';

export const Route = createFileRoute('/_portal/declarationGuide')({
  validateSearch: guideSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadForScreen(context.queryClient, guideQueries.guides(deps.audience)),
  component: DeclarationGuide,
});

function DeclarationGuide() {
  return <DeclarationGuidePage {...useSearchProps(Route)} />;
}
