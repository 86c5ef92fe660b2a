import { createFileRoute } from '@tanstack/react-router';
import { MyMessagePage } from '../../../features/user-centre/pages/my-message-page';
import { centreQueries } from '../../../features/user-centre/api/centre-queries';
import { pagedScreen } from './-centre-loaders';

export const Route = createFileRoute('/_portal/enterprise/myMessage')({
  ...pagedScreen('myMessage', centreQueries.messages),
  component: MyMessage,
});

function MyMessage() {
  const navigate = Route.useNavigate();
  return <MyMessagePage search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
}
