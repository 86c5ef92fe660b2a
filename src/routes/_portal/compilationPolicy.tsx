import { createFileRoute } from '@tanstack/react-router';
import { loadForScreen } from '../../shared/routing/load-for-screen';
import { guideQueries } from '../../features/content/guide/guide-queries';
import { compilationSearchSchema } from '../../features/content/guide/guide-search';
import { useSearchProps } from '../../shared/routing/search-props';
import { CompilationPage } from '../../features/content/guide/compilation-page';

export const Route = createFileRoute('/_portal/compilationPolicy')({
  validateSearch: compilationSearchSchema,
  loader: ({ context }) => loadForScreen(context.queryClient, guideQueries.compilations()),
  component: CompilationPolicy,
});

function CompilationPolicy() {
  return <CompilationPage {...useSearchProps(Route)} />;
}
