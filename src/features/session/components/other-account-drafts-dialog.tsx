// Lazy: asked by the login (check-login page) when the device holds application drafts of other accounts that
// this account was not asked about (docs/product.md, 暂存). The drafts are never shown: only how many.
import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { useT } from '../../../shared/i18n/language';
import { applicationDrafts, type OtherDrafts } from '../../../shared/offline/application-drafts';
import { FormDialog } from '../../../shared/ui/form-dialog';

export function OtherAccountDraftsDialog(props: {
  account: string;
  others: OtherDrafts;
  onDone: () => void;
}) {
  const t = useT();
  const { account, others, onDone } = props;
  const [busy, setBusy] = useState(false);
  const decide = (choice: () => Promise<void>) => {
    setBusy(true);
    void choice()
      .catch(() => undefined)
      .finally(onDone);
  };
  return (
    <FormDialog
      opened
      size="md"
      title={t('drafts.othersTitle')}
      // closed without a choice: nothing changes, and the next login asks again
      onClose={onDone}
      footer={
        <>
          <Button
            variant="default"
            disabled={busy}
            onClick={() => decide(() => applicationDrafts.removeOthers(others.keys))}
          >
            {t('drafts.deleteThem')}
          </Button>
          <Button
            disabled={busy}
            data-autofocus
            onClick={() => decide(() => applicationDrafts.keepOthers(account, others.keys))}
          >
            {t('drafts.keepForThem')}
          </Button>
        </>
      }
    >
      <Text data-testid="other-drafts-body">{t('drafts.othersBody', { count: others.count })}</Text>
      <Text fz="sm" c="dark.6" mt="sm">
        {t('drafts.othersLater')}
      </Text>
    </FormDialog>
  );
}
