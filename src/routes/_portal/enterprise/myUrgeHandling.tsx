import { createFileRoute } from '@tanstack/react-router';
import { MyUrgeHandlingPage } from '../../../features/user-centre/pages/my-urge-handling-page';
import { centreQueries } from '../../../features/user-centre/api/centre-queries';
import { pagedScreen } from './-centre-loaders';
import { useSearchProps } from '../../../shared/routing/search-props';

export const Route = createFileRoute('/_portal/enterprise/myUrgeHandling')({
  ...pagedScreen('myUrgeHandling', centreQueries.urges),
  component: MyUrgeHandling,
});

function MyUrgeHandling() {
  return <MyUrgeHandlingPage {...useSearchProps(Route)} />;
}
