// Enterprise region completion (spec §4, §5): county, then street; the street code is sent, submit debounced 500 ms.
import { useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { regionQueries, saveEnterpriseRegion } from '../api/region-api';
import { refreshUserInfo, resetUserInfoThrottle } from '../api/session-api';
import { useOnline } from '../../../shared/offline/online-status';
import { useT } from '../../../shared/i18n/language';

export const REGION_SUBMIT_DEBOUNCE_MS = 500;

export function RegionDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const online = useOnline();
  const [countyId, setCountyId] = useState('');
  const [streetCode, setStreetCode] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const counties = useQuery(regionQueries.counties());
  const streets = useQuery(regionQueries.streets(countyId));

  const submit = useDebouncedCallback(async () => {
    if (!streetCode) {
      setError(countyId ? t('region.chooseStreet') : t('region.chooseCounty'));
      return;
    }
    setSaving(true);
    setError('');
    try {
      await saveEnterpriseRegion(streetCode);
      notifications.show({ color: 'teal', message: t('region.saved') });
      resetUserInfoThrottle();
      await refreshUserInfo(2);
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : t('common.loadFailed'));
    } finally {
      setSaving(false);
    }
  }, REGION_SUBMIT_DEBOUNCE_MS);

  return (
    <Modal opened onClose={onClose} title={t('region.title')} size={800} centered>
      <Stack>
        <Text>{t('region.intro')}</Text>
        <Select
          label={t('region.county')}
          placeholder={t('region.chooseCounty')}
          data={(counties.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={countyId || null}
          onChange={(v) => {
            setCountyId(v ?? '');
            setStreetCode('');
          }}
          searchable
          required
          disabled={counties.isPending}
          error={counties.isError ? t('common.loadFailed') : undefined}
        />
        <Select
          label={t('region.street')}
          placeholder={countyId ? t('region.chooseStreet') : t('region.chooseCounty')}
          data={(streets.data ?? []).map((s) => ({ value: s.code, label: s.name }))}
          value={streetCode || null}
          onChange={(v) => setStreetCode(v ?? '')}
          searchable
          required
          disabled={!countyId || streets.isPending}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {!online && <Text c="orange.9">{t('offline.needNetwork')}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('region.later')}
          </Button>
          <Button onClick={() => void submit()} loading={saving} disabled={!online}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
