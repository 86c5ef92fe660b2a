import { createFileRoute } from '@tanstack/react-router';
import { PublicityPage } from '../../features/content/notices/publicity-page';
import { noticeScreen } from './-screen-route';
import { useSearchProps } from '../../shared/routing/search-props';

export const Route = createFileRoute('/_portal/prizeNotice')({
  ...noticeScreen('notice'),
  component: PrizeNotice,
});

function PrizeNotice() {
  return <PublicityPage kind="notice" {...useSearchProps(Route)} />;
}
