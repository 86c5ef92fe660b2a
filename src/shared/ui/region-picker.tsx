// County first, then one of its streets: the one picker of the region dialog and the region page.
import { Alert, Button, NativeSelect, Select, SimpleGrid, Stack } from '@mantine/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { OrgRegion } from '../api/contract';
import { regionQueries } from '../api/region-queries';
import { useT } from '../i18n/language';

export interface RegionValue {
  /** the county's id (what the street list is asked by) */
  county: string;
  /** the street's code (what is saved) */
  street: string;
}

interface RegionPickerProps {
  value: RegionValue;
  onChange: (next: RegionValue) => void;
  countyError?: string;
  streetError?: string;
  /** Searchable drop-downs (the dialog) instead of the browser's own selects (the page). */
  searchable?: boolean;
  /** the form's focus target and field name of each select (useFieldForm's register) */
  register?: (field: 'county' | 'street') => object;
}

export function RegionPicker({
  value,
  onChange,
  countyError,
  streetError,
  searchable = false,
  register = () => ({}),
}: RegionPickerProps) {
  const t = useT();
  const counties = useQuery(regionQueries.counties());
  const streets = useQuery(regionQueries.streets(value.county));
  const countyData = (counties.data ?? []).map((c: OrgRegion) => ({ value: c.id, label: c.name }));
  const streetData = (streets.data ?? []).map((s: OrgRegion) => ({ value: s.code, label: s.name }));
  const countyHint = counties.isPending ? t('common.loading') : t('content.region.chooseCounty');
  const streetHint = !value.county
    ? t('content.region.countyFirst')
    : streets.isPending
      ? t('common.loading')
      : t('content.region.chooseStreet');
  const setCounty = (county: string) => onChange({ county, street: '' });
  const setStreet = (street: string) => onChange({ ...value, street });
  const fields = [
    {
      key: 'county' as const,
      label: t('region.county'),
      error: countyError,
      disabled: counties.isPending,
      hint: countyHint,
      options: countyData,
      current: value.county,
      set: setCounty,
    },
    {
      key: 'street' as const,
      label: t('region.street'),
      error: streetError,
      disabled: !value.county || streets.isPending,
      hint: streetHint,
      options: streetData,
      current: value.street,
      set: setStreet,
    },
  ];
  const selects = fields.map(({ key, hint, options, current, set, ...field }) =>
    searchable ? (
      <Select
        key={key}
        {...register(key)}
        {...field}
        required
        placeholder={hint}
        data={options}
        value={current || null}
        onChange={(v) => set(v ?? '')}
        searchable
        // focus sent to a refused field must not cover its message with the list; a click or a key opens it
        openOnFocus={false}
      />
    ) : (
      <NativeSelect
        key={key}
        {...register(key)}
        {...field}
        required
        value={current}
        onChange={(e) => set(e.currentTarget.value)}
        data={[{ value: '', label: hint }, ...options]}
      />
    ),
  );

  return (
    <Stack gap="md">
      <LoadFailed query={counties} />
      {searchable ? (
        <Stack gap="md">{selects}</Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {selects}
        </SimpleGrid>
      )}
      <LoadFailed query={streets} />
    </Stack>
  );
}

function LoadFailed({ query }: { query: UseQueryResult<unknown> }) {
  const t = useT();
  if (!query.isError) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {t('common.loadFailed')}
      <Button size="compact-xs" variant="outline" color="red" ml="sm" onClick={() => void query.refetch()}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
