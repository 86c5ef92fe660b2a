import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { contentQueries, warm } from '../../features/content/api/content-queries';
import { validateCompilationSearch } from '../../features/content/api/content-search';
import { CompilationPage } from '../../features/content/pages/compilation-page';

export const Route = createFileRoute('/_portal/compilationPolicy')({
  validateSearch: (raw: { year?: number } & SearchSchemaInput) => validateCompilationSearch(raw),
  loader: ({ context }) => warm(context.queryClient.ensureQueryData(contentQueries.compilations())),
  component: CompilationPage,
});
