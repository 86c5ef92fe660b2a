// Enterprise region completion: county, then street; the street code is sent, submit debounced.
import { useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useDebouncedCallback } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { REGION_SUBMIT_DEBOUNCE_MS, useSaveRegion } from '../../../shared/api/region-queries';
import { useOnline } from '../../../shared/offline/online-status';
import { useT } from '../../../shared/i18n/language';
import { RegionPicker, type RegionValue } from '../../../shared/ui/region-picker';
import { refreshUserInfo, resetUserInfoThrottle } from '../api/session-api';

export function RegionDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const online = useOnline();
  const [region, setRegion] = useState<RegionValue>({ county: '', street: '' });
  const [missing, setMissing] = useState('');
  const save = useSaveRegion(async () => {
    notifications.show({ color: 'teal', message: t('region.saved') });
    resetUserInfoThrottle();
    await refreshUserInfo(2);
    onClose();
  });

  const submit = useDebouncedCallback(() => {
    if (!region.street) {
      setMissing(region.county ? t('region.chooseStreet') : t('region.chooseCounty'));
      return;
    }
    setMissing('');
    save.mutate(region.street);
  }, REGION_SUBMIT_DEBOUNCE_MS);

  const error = missing || (save.error ? save.error.message || t('common.loadFailed') : '');
  return (
    <FormDialog
      opened
      onClose={onClose}
      title={t('region.title')}
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            {t('region.later')}
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={!online}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <Stack>
        <Text>{t('region.intro')}</Text>
        <RegionPicker value={region} onChange={setRegion} searchable />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {!online && <Text c="orange.9">{t('offline.needNetwork')}</Text>}
      </Stack>
    </FormDialog>
  );
}
