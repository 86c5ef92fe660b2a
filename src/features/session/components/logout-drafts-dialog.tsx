// Lazy: only a logout with unsent application drafts on the device asks this.
import { useState } from 'react';
import { useT } from '../../../shared/i18n/language';
import { applicationDrafts } from '../../../shared/offline/application-drafts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';

/** This account's unsent drafts on the device: what the question names (none: logout goes at once). */
export const unsentDrafts = () => applicationDrafts.list();

/** 退出登录 with unsent drafts: how many, for which policies; 仍然退出 removes them, then logs out. */
export function LogoutDraftsDialog(props: {
  drafts: { policyName: string }[];
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [leaving, setLeaving] = useState(false);
  const confirm = () => {
    if (leaving) return;
    setLeaving(true);
    // this account's drafts only (other accounts' stay theirs); a failure does not keep the person from leaving
    void applicationDrafts
      .removeOwn()
      .catch(() => undefined)
      .finally(props.onConfirm);
  };
  return (
    <ConfirmDialog
      opened
      title={t('apply.logoutDraftsTitle')}
      message={t('apply.logoutDraftsBody', {
        count: props.drafts.length,
        names: props.drafts.map((d) => `“${d.policyName}”`).join('、'),
      })}
      confirmLabel={t('apply.logoutAnyway')}
      onConfirm={confirm}
      onCancel={props.onCancel}
    />
  );
}
