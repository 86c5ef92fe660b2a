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
  component: PrizePublicity,
});

function PrizePublicity() {
  const navigate = Route.useNavigate();
  return (
    <PublicityPage
      kind="publicity"
      search={Route.useSearch()}
      onSearchChange={(search) => void navigate({ search })}
    />
  );
}
