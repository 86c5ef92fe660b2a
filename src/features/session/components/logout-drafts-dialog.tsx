// Lazy: only a logout with unsent application drafts on the device asks this.
import { useT } from '../../../shared/i18n/language';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';

/** 退出登录 with unsent drafts: how many, for which policies; 仍然退出 removes them with the rest. */
export function LogoutDraftsDialog(props: {
  drafts: { policyName: string }[];
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <ConfirmDialog
      opened
      title={t('apply.logoutDraftsTitle')}
      message={t('apply.logoutDraftsBody', {
        count: props.drafts.length,
        names: props.drafts.map((d) => `“${d.policyName}”`).join('、'),
      })}
      confirmLabel={t('apply.logoutAnyway')}
      onConfirm={props.onConfirm}
      onCancel={props.onCancel}
    />
  );
}
