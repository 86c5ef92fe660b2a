import { createFileRoute } from '@tanstack/react-router';
import { contentQueries } from '../../features/content/api/content-queries';
import {
  PUBLICITY_SEARCH_DEFAULTS,
  validatePublicitySearch,
} from '../../features/content/api/content-search';
import { PublicityPage } from '../../features/content/pages/publicity-page';
import { pagedScreen } from './-screen-route';

export const Route = createFileRoute('/_portal/prizeNotice')({
  ...pagedScreen(validatePublicitySearch, PUBLICITY_SEARCH_DEFAULTS, (search) =>
    contentQueries.publicityPage('notice', search),
  ),
  component: () => <PublicityPage kind="notice" />,
});
