import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, NativeSelect, Stack, Text } from '@mantine/core';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { notifications } from '@mantine/notifications';
import { useT } from '../../../shared/i18n/language';
import { useOnline } from '../../../shared/offline/online-status';
import { isApiError } from '../../../shared/api/api-error';
import { centreQueries, RECENT_APPLIES } from '../api/centre-queries';
import { useSubmitUrge } from '../api/centre-mutations';
import { isUrgeable } from '../lib/format';
import { QueryBody } from '../../../shared/ui/query-body';
import { OfflineNote } from './offline-note';

interface Props {
  onClose: () => void;
  /** an application chosen from a record row; otherwise the user picks one */
  presetApplyId?: string;
  presetPolicyName?: string;
  /** applications already urged today, as far as this screen knows */
  urgedToday: ReadonlySet<string>;
}

export function UrgeDialog({ onClose, presetApplyId, presetPolicyName, urgedToday }: Props) {
  const t = useT();
  const online = useOnline();
  const mutation = useSubmitUrge();
  const applies = useQuery({ ...centreQueries.applies(RECENT_APPLIES), enabled: !presetApplyId });
  const [choice, setChoice] = useState(presetApplyId ?? '');
  const [confirming, setConfirming] = useState(Boolean(presetApplyId));
  const [serverMessage, setServerMessage] = useState<string | null>(null);

  const candidates = (applies.data?.records ?? []).filter((a) => isUrgeable(a.status));
  const chosenName = presetPolicyName ?? candidates.find((a) => a.id === choice)?.policyName ?? '';

  const submit = () => {
    setServerMessage(null);
    mutation.mutate(choice, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('centre.urge.done') });
        onClose();
      },
      onError: (error) =>
        setServerMessage(
          isApiError(error) && error.kind === 'code' ? error.message : t('centre.urge.failed'),
        ),
    });
  };

  const pick = () => (
    <QueryBody
      query={applies}
      rows={2}
      empty={t('centre.urge.noCandidates')}
      isEmpty={(page) => !page.records.some((a) => isUrgeable(a.status))}
    >
      {() => (
        <NativeSelect
          label={t('centre.urge.chooseApply')}
          withAsterisk
          value={choice}
          onChange={(e) => setChoice(e.currentTarget.value)}
          data={[
            { value: '', label: t('centre.urge.choosePlaceholder') },
            ...candidates.map((a) => ({
              value: a.id,
              label: `${a.policyName}（${a.applyTime.slice(0, 10)}）${urgedToday.has(a.id) ? t('centre.urge.urgedTodaySuffix') : ''}`,
            })),
          ]}
        />
      )}
    </QueryBody>
  );

  const back = confirming && !presetApplyId;
  return (
    <FormDialog
      opened
      onClose={onClose}
      title={t('centre.urge.dialogTitle')}
      size="lg"
      footer={
        <>
          <Button variant="default" onClick={back ? () => setConfirming(false) : onClose}>
            {back ? t('centre.bank.backToEdit') : t('common.cancel')}
          </Button>
          {confirming ? (
            <Button
              onClick={submit}
              loading={mutation.isPending}
              disabled={!online || choice === ''}
              data-autofocus
            >
              {t('centre.urge.confirmButton')}
            </Button>
          ) : (
            <Button onClick={() => setConfirming(true)} disabled={!online || choice === ''}>
              {t('centre.bank.next')}
            </Button>
          )}
        </>
      }
    >
      <Stack>
        {confirming ? <Text>{t('centre.urge.confirm', { name: chosenName })}</Text> : pick()}
        <Text size="sm" c="dark.5">
          {t('centre.urge.rule')}
        </Text>
        {serverMessage && (
          <Alert color="red" variant="light" role="alert">
            {serverMessage}
          </Alert>
        )}
        <OfflineNote />
      </Stack>
    </FormDialog>
  );
}
