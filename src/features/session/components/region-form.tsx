import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { isApiError } from '../../../shared/api/api-error';
import { REGION_SUBMIT_DEBOUNCE_MS, useSaveRegion } from '../../../shared/api/region-queries';
import { useT } from '../../../shared/i18n/language';
import { useOnline } from '../../../shared/offline/online-status';
import { RegionPicker, type RegionValue } from '../../../shared/ui/region-picker';

/** The full-page region form; the street code is what gets saved. */
export function RegionForm({ onSaved }: { onSaved: (streetCode: string) => void }) {
  const t = useT();
  const online = useOnline();
  const [region, setRegion] = useState<RegionValue>({ county: '', street: '' });
  const [touched, setTouched] = useState(false);
  const save = useSaveRegion(onSaved);
  const debouncedSave = useDebouncedCallback((code: string) => save.mutate(code), REGION_SUBMIT_DEBOUNCE_MS);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!region.county || !region.street || !online) return;
    debouncedSave(region.street);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <RegionPicker
          value={region}
          onChange={setRegion}
          countyError={touched && !region.county ? t('content.region.needCounty') : undefined}
          streetError={
            touched && region.county && !region.street ? t('content.region.needStreet') : undefined
          }
        />
        {!online && (
          <Alert color="yellow" variant="light" role="status">
            {t('offline.needNetwork')}
          </Alert>
        )}
        {save.isError && (
          <Alert color="red" variant="light" role="alert">
            {isApiError(save.error) && save.error.kind === 'code'
              ? save.error.message
              : t('common.loadFailed')}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending} disabled={!online}>
            {t('common.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
