import { createFileRoute } from '@tanstack/react-router';
import { MyApplyPage } from '../../../features/user-centre/pages/my-apply-page';
import { pagedScreen } from './-centre-loaders';
import { useSearchProps } from '../../../shared/routing/search-props';

export const Route = createFileRoute('/_portal/enterprise/myApply')({
  ...pagedScreen('myApply', (q) => q.applies),
  component: MyApply,
});

function MyApply() {
  return <MyApplyPage {...useSearchProps(Route)} />;
}
