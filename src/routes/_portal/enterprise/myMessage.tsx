import { createFileRoute } from '@tanstack/react-router';
import { MyMessagePage } from '../../../features/user-centre/pages/my-message-page';
import { pagedScreen } from './-centre-loaders';
import { useSearchProps } from '../../../shared/routing/search-props';

export const Route = createFileRoute('/_portal/enterprise/myMessage')({
  ...pagedScreen('myMessage', (q) => q.messages),
  component: MyMessage,
});

function MyMessage() {
  return <MyMessagePage {...useSearchProps(Route)} />;
}
