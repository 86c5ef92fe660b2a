// Enterprise region completion: county, then street; the street code is sent, submit debounced.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useDebouncedCallback } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { REGION_SUBMIT_DEBOUNCE_MS, useSaveRegion } from '../../../shared/api/region-queries';
import { onlyErrors } from '../../../shared/forms/field-rules';
import { useFieldForm } from '../../../shared/forms/use-field-form';
import { useOnline } from '../../../shared/offline/online-status';
import { useT } from '../../../shared/i18n/language';
import { RegionPicker, type RegionValue } from '../../../shared/ui/region-picker';
import { refreshUserInfo, resetUserInfoThrottle } from '../api/session-api';

/** the dialog's words: the county first, then its street */
const rules = (region: RegionValue) =>
  onlyErrors<keyof RegionValue>({
    county: region.county ? undefined : 'region.chooseCounty',
    street: region.county && !region.street ? 'region.chooseStreet' : undefined,
  });

export function RegionDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const online = useOnline();
  const { form, fill, clear, error, register, onSubmit, pending } = useFieldForm<
    RegionValue,
    keyof RegionValue
  >({ county: '', street: '' }, rules);
  const save = useSaveRegion(async () => {
    notifications.show({ color: 'teal', message: t('region.saved') });
    resetUserInfoThrottle();
    await refreshUserInfo(2);
    onClose();
  });

  // quick clicks within the debounce make one call (docs/product.md#region-completion)
  const submit = useDebouncedCallback(
    onSubmit((region) => save.mutateAsync(region.street)),
    REGION_SUBMIT_DEBOUNCE_MS,
  );

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
        <RegionPicker
          value={form}
          onChange={(next) => {
            if (next.county !== form.county) clear('county');
            if (next.street !== form.street) clear('street');
            fill(next);
          }}
          register={register}
          countyError={error('county')}
          streetError={error('street')}
          searchable
        />
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
