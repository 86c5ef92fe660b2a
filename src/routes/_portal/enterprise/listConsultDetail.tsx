import { createFileRoute } from '@tanstack/react-router';
import { ConsultDetailPage } from '../../../features/user-centre/pages/consult-detail-page';
import { detailScreen } from './-centre-loaders';

export const Route = createFileRoute('/_portal/enterprise/listConsultDetail')({
  ...detailScreen('listConsultDetail', (q) => q.consultDetail),
  component: ListConsultDetail,
});

// opened from a list: the conversation first
function ListConsultDetail() {
  return <ConsultDetailPage id={Route.useSearch().id} view="thread" />;
}
