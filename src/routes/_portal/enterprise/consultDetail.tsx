import { createFileRoute } from '@tanstack/react-router';
import { ConsultDetailPage } from '../../../features/user-centre/pages/consult-detail-page';
import { centreQueries } from '../../../features/user-centre/api/centre-queries';
import { detailScreen } from './-centre-loaders';

export const Route = createFileRoute('/_portal/enterprise/consultDetail')({
  ...detailScreen('consultDetail', centreQueries.consultDetail),
  component: ConsultDetail,
});

// the particulars first
function ConsultDetail() {
  return <ConsultDetailPage id={Route.useSearch().id} view="particulars" />;
}
