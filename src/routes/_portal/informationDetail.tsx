import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { validateInfoSearch, type InfoTopic } from '../../features/info/api/info-search';
import { InformationPage } from '../../features/info/pages/information-page';

export const Route = createFileRoute('/_portal/informationDetail')({
  validateSearch: (raw: { topic?: InfoTopic } & SearchSchemaInput) => validateInfoSearch(raw),
  component: InformationDetail,
});

function InformationDetail() {
  return <InformationPage topic={Route.useSearch().topic} />;
}
