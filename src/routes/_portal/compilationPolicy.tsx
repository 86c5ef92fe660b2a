import { createFileRoute } from '@tanstack/react-router';
import { loadForScreen } from '../../shared/routing/load-for-screen';
import { guideQueries } from '../../features/guide/api/guide-queries';
import { compilationSearchSchema } from '../../features/guide/api/guide-search';
import { useSearchProps } from '../../shared/routing/search-props';
import { CompilationPage } from '../../features/guide/pages/compilation-page';

export const Route = createFileRoute('/_portal/compilationPolicy')({
  validateSearch: compilationSearchSchema,
  loader: ({ context }) => loadForScreen(context.queryClient, guideQueries.compilations()),
  component: CompilationPolicy,
});

function CompilationPolicy() {
  return <CompilationPage {...useSearchProps(Route)} />;
}
