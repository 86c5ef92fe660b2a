// Opened by the floating tools: the consultation form, or a login prompt for visitors.
import { accountKind, useSession } from '../../../shared/auth/session';
import { useT } from '../../../shared/i18n/language';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { ConsultForm } from './consult-form';
import { LoginPrompt } from '../../../shared/ui/login-prompt';
import { ReopenAfterLoginContext } from '../../../shared/auth/reopen-after-login';

export function ConsultDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const kind = accountKind(useSession());
  if (kind === 4) {
    return (
      <FormDialog opened={opened} onClose={onClose} title={t('consult.title')}>
        <ReopenAfterLoginContext value="consult">
          <LoginPrompt variant="inline" message={t('consult.needLogin')} />
        </ReopenAfterLoginContext>
      </FormDialog>
    );
  }
  return <ConsultForm opened={opened} onClose={onClose} />;
}
