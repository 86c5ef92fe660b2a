import { createFileRoute } from '@tanstack/react-router';
import { contentQueries } from '../../features/content/api/content-queries';
import { validateIdSearch } from '../../features/content/api/content-search';
import { ApplyPolicyPage } from '../../features/content/pages/apply-policy-page';
import { idScreen } from './-screen-route';

export const Route = createFileRoute('/_portal/applyPolicy')({
  ...idScreen(validateIdSearch, contentQueries.policySummary),
  component: ApplyPolicyPage,
});
