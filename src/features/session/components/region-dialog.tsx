// Enterprise region completion: county, then street; the street code is sent, submit debounced.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { notifications } from '@mantine/notifications';
import { onlyErrors } from '../../../shared/forms/field-rules';
import { useOnline } from '../../../shared/offline/online-status';
import { useT } from '../../../shared/i18n/language';
import { RegionPicker, type RegionValue } from '../../../shared/ui/region-picker';
import { refreshUserInfo, resetUserInfoThrottle } from '../api/session-api';
import { useRegionForm } from '../lib/use-region-form';

/** the dialog's words: the county first, then its street */
const rules = (region: RegionValue) =>
  onlyErrors<keyof RegionValue>({
    county: region.county ? undefined : 'region.chooseCounty',
    street: region.county && !region.street ? 'region.chooseStreet' : undefined,
  });

export function RegionDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const online = useOnline();
  const { picker, submit, pending, save } = useRegionForm(rules, async () => {
    notifications.show({ color: 'teal', message: t('region.saved') });
    resetUserInfoThrottle();
    await refreshUserInfo(2);
    onClose();
  });

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
          <Button onClick={submit} loading={pending} disabled={!online}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <Stack>
        <Text>{t('region.intro')}</Text>
        <RegionPicker {...picker} searchable />
        {save.error && (
          <Alert color="red" role="alert">
            {save.error.message || t('common.loadFailed')}
          </Alert>
        )}
        {!online && <Text c="orange.9">{t('offline.needNetwork')}</Text>}
      </Stack>
    </FormDialog>
  );
}
