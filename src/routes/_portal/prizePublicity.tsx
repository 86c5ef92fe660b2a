import { createFileRoute } from '@tanstack/react-router';
import { PublicityPage } from '../../features/content/notices/publicity-page';
import { noticeScreen } from './-screen-route';
import { useSearchProps } from '../../shared/routing/search-props';

export const Route = createFileRoute('/_portal/prizePublicity')({
  ...noticeScreen('publicity'),
  component: PrizePublicity,
});

function PrizePublicity() {
  return <PublicityPage kind="publicity" {...useSearchProps(Route)} />;
}
