import { createFileRoute } from '@tanstack/react-router';
import { loadForScreen } from '../../shared/routing/load-for-screen';
import { matchingQueries } from '../../features/matching/api/matching-queries';
import { QuestionnairePage } from '../../features/matching/pages/questionnaire-page';
import { PolicyCard } from '../../features/policy/card/policy-card';

export const Route = createFileRoute('/_portal/questionnaire')({
  loader: async ({ context }) => {
    // a failing loader must not break the page: the questionnaire shows its own error state
    await loadForScreen(context.queryClient, matchingQueries.form());
  },
  component: Questionnaire,
});

function Questionnaire() {
  return <QuestionnairePage renderPolicy={(p, order) => <PolicyCard policy={p} headingOrder={order} />} />;
}
