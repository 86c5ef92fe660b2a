import { createFileRoute } from '@tanstack/react-router';
import { ConsultDetailPage } from '../../../features/user-centre/pages/consult-detail-page';
import { detailScreen } from './-centre-loaders';

export const Route = createFileRoute('/_portal/enterprise/consultDetail')({
  ...detailScreen('consultDetail', (q) => q.consultDetail),
  component: ConsultDetail,
});

// the particulars first
function ConsultDetail() {
  return <ConsultDetailPage id={Route.useSearch().id} view="particulars" />;
}
