import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { validateInfoSearch, type InfoTopic } from '../../features/content/api/content-search';
import { InformationPage } from '../../features/content/pages/information-page';

export const Route = createFileRoute('/_portal/informationDetail')({
  validateSearch: (raw: { topic?: InfoTopic } & SearchSchemaInput) => validateInfoSearch(raw),
  component: InformationPage,
});
