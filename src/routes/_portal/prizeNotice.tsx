import { createFileRoute, stripSearchParams, type SearchSchemaInput } from '@tanstack/react-router';
import { loadForScreen } from '../../shared/routing/load-for-screen';
import { contentQueries } from '../../features/content/api/content-queries';
import {
  PUBLICITY_SEARCH_DEFAULTS,
  validatePublicitySearch,
  type PublicitySearch,
} from '../../features/content/api/content-search';
import { PublicityPage } from '../../features/content/pages/publicity-page';

export const Route = createFileRoute('/_portal/prizeNotice')({
  validateSearch: (raw: Partial<PublicitySearch> & SearchSchemaInput) => validatePublicitySearch(raw),
  // defaults stay out of the address so shared links are short
  search: { middlewares: [stripSearchParams(PUBLICITY_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    loadForScreen(context.queryClient, contentQueries.publicityPage('notice', deps)),
  component: () => <PublicityPage kind="notice" />,
});
