import { createFileRoute } from '@tanstack/react-router';
import { MyEnjoyPolicyPage } from '../../../features/user-centre/pages/my-enjoy-policy-page';
import { pagedScreen } from './-centre-loaders';
import { useSearchProps } from '../../../shared/routing/search-props';

export const Route = createFileRoute('/_portal/enterprise/myEnjoyPolicy')({
  ...pagedScreen('myEnjoyPolicy', (q) => q.enjoys),
  component: MyEnjoyPolicy,
});

function MyEnjoyPolicy() {
  return <MyEnjoyPolicyPage {...useSearchProps(Route)} />;
}
