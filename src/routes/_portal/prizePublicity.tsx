import { createFileRoute } from '@tanstack/react-router';
import { noticeQueries } from '../../features/notices/api/notice-queries';
import {
  PUBLICITY_SEARCH_DEFAULTS,
  validatePublicitySearch,
} from '../../features/notices/api/notice-api';
import { PublicityPage } from '../../features/notices/pages/publicity-page';
import { pagedScreen } from './-screen-route';

export const Route = createFileRoute('/_portal/prizePublicity')({
  ...pagedScreen(validatePublicitySearch, PUBLICITY_SEARCH_DEFAULTS, (search) =>
    noticeQueries.page('publicity', search),
  ),
  component: () => <PublicityPage kind="publicity" />,
});
