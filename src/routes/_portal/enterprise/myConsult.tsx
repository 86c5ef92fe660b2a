import { createFileRoute } from '@tanstack/react-router';
import { MyConsultPage } from '../../../features/user-centre/pages/my-consult-page';
import { pagedScreen } from './-centre-loaders';
import { useSearchProps } from '../../../shared/routing/search-props';

export const Route = createFileRoute('/_portal/enterprise/myConsult')({
  ...pagedScreen('myConsult', (q) => q.consults),
  component: MyConsult,
});

function MyConsult() {
  return <MyConsultPage {...useSearchProps(Route)} />;
}
