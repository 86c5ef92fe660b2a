import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n/language';
import { useOnline } from '../../../shared/offline/online-status';
import { saveCountyInfo } from '../api/content-api';
import { contentQueries } from '../api/content-queries';

/** Spec §9: region submit debounce. */
export const REGION_SUBMIT_DEBOUNCE_MS = 500;

/** County first, then one of its streets; the street code is what gets saved (spec §5). */
export function RegionForm({ onSaved }: { onSaved: (streetCode: string) => void }) {
  const t = useT();
  const online = useOnline();
  const [county, setCounty] = useState('');
  const [street, setStreet] = useState('');
  const [touched, setTouched] = useState(false);
  const counties = useQuery(contentQueries.counties());
  const streets = useQuery(contentQueries.streets(county));
  const save = useMutation({ mutationFn: saveCountyInfo, onSuccess: (answer) => onSaved(answer.countyCode) });
  const debouncedSave = useDebouncedCallback((code: string) => save.mutate(code), REGION_SUBMIT_DEBOUNCE_MS);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!county || !street || !online) return;
    debouncedSave(street);
  };

  const countyError = touched && !county ? t('content.region.needCounty') : undefined;
  const streetError = touched && county && !street ? t('content.region.needStreet') : undefined;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {counties.isError && (
          <Alert color="red" variant="light" role="alert">
            {t('common.loadFailed')}
            <Button
              size="compact-xs"
              variant="outline"
              color="red"
              ml="sm"
              onClick={() => void counties.refetch()}
            >
              {t('common.retry')}
            </Button>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            label={t('content.region.county')}
            required
            value={county}
            error={countyError}
            disabled={counties.isPending}
            onChange={(e) => {
              setCounty(e.currentTarget.value);
              setStreet('');
            }}
            data={[
              {
                value: '',
                label: counties.isPending ? t('common.loading') : t('content.region.chooseCounty'),
              },
              ...(counties.data ?? []).map((c) => ({ value: c.id, label: c.name })),
            ]}
          />
          <NativeSelect
            label={t('content.region.street')}
            required
            value={street}
            error={streetError}
            disabled={!county || streets.isPending}
            onChange={(e) => setStreet(e.currentTarget.value)}
            data={[
              {
                value: '',
                label: !county
                  ? t('content.region.countyFirst')
                  : streets.isPending
                    ? t('common.loading')
                    : t('content.region.chooseStreet'),
              },
              ...(streets.data ?? []).map((s) => ({ value: s.code, label: s.name })),
            ]}
          />
        </SimpleGrid>
        {streets.isError && (
          <Alert color="red" variant="light" role="alert">
            {t('common.loadFailed')}
            <Button
              size="compact-xs"
              variant="outline"
              color="red"
              ml="sm"
              onClick={() => void streets.refetch()}
            >
              {t('common.retry')}
            </Button>
          </Alert>
        )}
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
