// Visitors must log in for the questionnaire; an enterprise login is refused (docs/product.md#matching).
import type { AccountKind } from '../../../shared/api/contract';
import { useT } from '../../../shared/i18n/language';
import { LoginPrompt } from '../../../shared/ui/login-prompt';

export function MatchingGate({ kind }: { kind: AccountKind }) {
  const t = useT();
  if (kind === 2) {
    return (
      <LoginPrompt
        variant="inline"
        color="orange"
        title={t('match.enterpriseRefused')}
        kinds={[1]}
        label={() => t('quiz.switchAccount')}
      />
    );
  }
  return <LoginPrompt variant="inline" message={t('quiz.needLogin')} kinds={[1]} />;
}
