import { createFileRoute } from '@tanstack/react-router';
import { noticeQueries } from '../../features/notices/api/notice-queries';
import {
  PUBLICITY_SEARCH_DEFAULTS,
  validatePublicitySearch,
} from '../../features/notices/api/notice-api';
import { PublicityPage } from '../../features/notices/pages/publicity-page';
import { pagedScreen } from './-screen-route';

export const Route = createFileRoute('/_portal/prizeNotice')({
  ...pagedScreen(validatePublicitySearch, PUBLICITY_SEARCH_DEFAULTS, (search) =>
    noticeQueries.page('notice', search),
  ),
  component: PrizeNotice,
});

function PrizeNotice() {
  const navigate = Route.useNavigate();
  return (
    <PublicityPage
      kind="notice"
      search={Route.useSearch()}
      onSearchChange={(search) => void navigate({ search })}
    />
  );
}
