import { createFileRoute } from '@tanstack/react-router';
import { infoSearchSchema } from '../../features/content/info/info-search';
import { InformationPage } from '../../features/content/info/information-page';

export const Route = createFileRoute('/_portal/informationDetail')({
  validateSearch: infoSearchSchema,
  component: InformationDetail,
});

function InformationDetail() {
  return <InformationPage topic={Route.useSearch().topic} />;
}
