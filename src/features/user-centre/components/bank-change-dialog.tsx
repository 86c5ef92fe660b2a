import { useState } from 'react';
import { useFormat } from '../../../shared/format/use-format';
import { Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import { DialogActions, FormDialog } from '../../../shared/ui/form-dialog';
import { notifications } from '@mantine/notifications';
import { useT } from '../../../shared/i18n/language';
import { useOnline } from '../../../shared/offline/online-status';
import { useUpdateBankAccount } from '../api/centre-mutations';
import { useFieldForm } from '../../../shared/forms/use-field-form';
import { allRules } from '../../../shared/forms/field-rules';
import { bodyRules } from '../../../shared/forms/body-rules';
import { bankAccountInputSchema } from '../../../shared/api/schemas/centre-bodies';
import { BANK_NAME_MAX, normaliseAccount, validateBankForm, type BankForm } from '../lib/validators';
import classes from './centre-form.module.css';
import { OfflineNote } from './offline-note';

interface Props {
  opened: boolean;
  onClose: () => void;
  enterpriseId: string;
  currentBankName?: string;
}

/** the body the change sends, as its schema reads it */
const bodyOf = (form: BankForm) => ({
  bankName: form.bankName.trim(),
  bankAccount: normaliseAccount(form.bankAccount),
});
/** the keys whose Chinese is the body schema's words */
const BANK_MESSAGES = ['centre.bank.nameRequired', 'centre.bank.accountDigits'] as const;

/** Enter the new account, check it, then confirm before it is sent (a wrong account loses payouts). */
export function BankChangeDialog({ opened, onClose, enterpriseId, currentBankName }: Props) {
  const t = useT();
  const fmt = useFormat();
  const online = useOnline();
  const mutation = useUpdateBankAccount();
  const { form, textField, onSubmit, once, pending } = useFieldForm<BankForm>(
    { bankName: currentBankName ?? '', bankAccount: '' },
    allRules(validateBankForm, bodyRules(bankAccountInputSchema, { body: bodyOf, messages: BANK_MESSAGES })),
  );
  const [confirming, setConfirming] = useState(false);

  const review = onSubmit(() => setConfirming(true));

  const submit = () =>
    once(() =>
      mutation.mutateAsync({ enterpriseId, ...bodyOf(form) }).then(
        () => {
          notifications.show({ color: 'green', message: t('centre.bank.saved') });
          setConfirming(false);
          onClose();
        },
        // the server's reason is shown by the global error reaction; stay on the form to correct it
        () => setConfirming(false),
      ),
    );

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={confirming ? t('centre.bank.confirmTitle') : t('centre.bank.changeTitle')}
      size="lg"
      onSubmit={confirming ? undefined : review}
      footer={
        confirming ? (
          <>
            <Button variant="default" onClick={() => setConfirming(false)} disabled={pending}>
              {t('centre.bank.backToEdit')}
            </Button>
            <Button onClick={submit} loading={pending} disabled={!online} data-autofocus>
              {t('centre.bank.confirmSubmit')}
            </Button>
          </>
        ) : (
          <DialogActions
            onCancel={onClose}
            cancelLabel={t('common.cancel')}
            submitLabel={t('centre.bank.next')}
            busy={pending}
            disabled={!online}
          />
        )
      }
    >
      {confirming ? (
        <Stack>
          <Text>{t('centre.bank.confirmBody')}</Text>
          <Paper bg="orange.0" p="md" radius="md" withBorder>
            <Text size="sm">
              {fmt.label(t('centre.bank.name'))}
              {form.bankName.trim()}
            </Text>
            <Text size="sm" ff="monospace">
              {fmt.label(t('centre.bank.account'))}
              {normaliseAccount(form.bankAccount)}
            </Text>
          </Paper>
          <OfflineNote />
        </Stack>
      ) : (
        <Stack className={classes.form}>
          <TextInput
            {...textField('bankName')}
            label={t('centre.bank.name')}
            placeholder={t('centre.bank.namePlaceholder')}
            withAsterisk
            maxLength={BANK_NAME_MAX + 10}
            data-autofocus
          />
          <TextInput
            {...textField('bankAccount')}
            label={t('centre.bank.newAccount')}
            description={t('centre.bank.accountHint')}
            withAsterisk
            inputMode="numeric"
            autoComplete="off"
            maxLength={40}
          />
          <OfflineNote />
        </Stack>
      )}
    </FormDialog>
  );
}
