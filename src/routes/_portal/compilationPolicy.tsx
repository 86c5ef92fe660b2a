import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { loadForScreen } from '../../shared/routing/load-for-screen';
import { contentQueries } from '../../features/content/api/content-queries';
import { validateCompilationSearch } from '../../features/content/api/content-search';
import { CompilationPage } from '../../features/content/pages/compilation-page';

export const Route = createFileRoute('/_portal/compilationPolicy')({
  validateSearch: (raw: { year?: number } & SearchSchemaInput) => validateCompilationSearch(raw),
  loader: ({ context }) => loadForScreen(context.queryClient, contentQueries.compilations()),
  component: CompilationPage,
});
