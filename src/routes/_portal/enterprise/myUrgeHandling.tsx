import { createFileRoute } from '@tanstack/react-router';
import { MyUrgeHandlingPage } from '../../../features/user-centre/pages/my-urge-handling-page';
import { pagedScreen } from './-centre-loaders';
import { useSearchProps } from '../../../shared/routing/search-props';

export const Route = createFileRoute('/_portal/enterprise/myUrgeHandling')({
  ...pagedScreen('myUrgeHandling', (q) => q.urges),
  component: MyUrgeHandling,
});

function MyUrgeHandling() {
  return <MyUrgeHandlingPage {...useSearchProps(Route)} />;
}
