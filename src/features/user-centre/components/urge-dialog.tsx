import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import '../../../shared/ui/dialog-styles';
import { notifications } from '@mantine/notifications';
import { useT } from '../../../shared/i18n/language';
import { useOnline } from '../../../shared/offline/online-status';
import { isApiError } from '../../../shared/api/api-error';
import { centreQueries, RECENT_APPLIES } from '../api/centre-queries';
import { useSubmitUrge } from '../api/centre-mutations';
import { isUrgeable } from '../lib/format';
import { LoadError, ListSkeleton } from '../../../shared/ui/query-states';
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

  const pick = () => {
    if (applies.isPending) return <ListSkeleton rows={2} />;
    if (applies.isError) return <LoadError error={applies.error} onRetry={() => void applies.refetch()} />;
    if (candidates.length === 0) return <Text c="dark.5">{t('centre.urge.noCandidates')}</Text>;
    return (
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
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('centre.urge.dialogTitle')} size="lg" centered>
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
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={confirming && !presetApplyId ? () => setConfirming(false) : onClose}
          >
            {confirming && !presetApplyId ? t('centre.bank.backToEdit') : t('common.cancel')}
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
        </Group>
      </Stack>
    </Modal>
  );
}
