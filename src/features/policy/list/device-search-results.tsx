// An offline search: what this device holds that matches, labelled as such with when it was saved,
// and, once the connection is back, the offer to search online again.
import { useMemo } from 'react';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useLang, useT } from '../../../shared/i18n/language';
import { mergeRecords, searchDevice } from '../../../shared/offline/device-search';
import type { SavedPolicy } from '../../../shared/offline/saved-policies';
import { savedPolicyViews } from '../../../shared/offline/saved-policy-views';
import { useDeviceStore } from '../../../shared/storage/use-device-store';
import { formatSavedTime } from '../../../shared/offline/saved-time';
import { AnchorLink } from '../../../shared/ui/router-links';
import { EmptyPanel } from '../../../shared/ui/query-states';
import { cachedPolicyRecords, savedPolicyRecords } from './device-records';

const NONE: SavedPolicy[] = [];
/** what the device keeps; a device that refuses to read holds nothing to search */
const useSavedPolicies = () => useDeviceStore(savedPolicyViews.list, (reading) => reading.data ?? NONE);

interface DeviceSearchResultsProps {
  keyword: string;
  online: boolean;
  onSearchOnline: () => void;
  searching: boolean;
}

export function DeviceSearchResults({
  keyword,
  online,
  onSearchOnline,
  searching,
}: DeviceSearchResultsProps) {
  const t = useT();
  const lang = useLang();
  const queryClient = useQueryClient();
  const saved = useSavedPolicies();
  const hits = useMemo(
    () =>
      searchDevice(
        mergeRecords([...savedPolicyRecords(saved), ...cachedPolicyRecords(queryClient)]),
        keyword,
      ),
    [saved, queryClient, keyword],
  );

  return (
    <Stack gap="sm" data-testid="device-search">
      <Title order={3} fz="md">
        {t('deviceSearch.heading', { keyword, n: hits.length })}
      </Title>
      <Text fz="sm" c="dark.6">
        {t('deviceSearch.note')}
      </Text>
      {online && (
        <Alert color="blue" variant="light">
          <Text fz="sm" mb="xs">
            {t('deviceSearch.backOnline')}
          </Text>
          <Button size="xs" onClick={onSearchOnline} loading={searching}>
            {t('deviceSearch.again')}
          </Button>
        </Alert>
      )}
      {hits.length === 0 ? (
        <EmptyPanel message={t('deviceSearch.none', { keyword })} />
      ) : (
        hits.map((hit) => (
          <Paper key={hit.id} component="article" withBorder radius="md" p="md" data-policy-id={hit.id}>
            <Title order={4} fz="md" mb={4}>
              {hit.source === 'saved' ? (
                <AnchorLink to="/savedPolicies" search={{ id: hit.id }}>
                  {hit.name}
                </AnchorLink>
              ) : (
                <AnchorLink to="/policyDetail" search={{ id: hit.id }}>
                  {hit.name}
                </AnchorLink>
              )}
            </Title>
            <Text fz="sm" c="dark.6">
              {[hit.department, hit.area].filter(Boolean).join(' · ')}
            </Text>
            <Text fz="xs" c="dark.5" mt={4}>
              {hit.source === 'saved' ? `${t('deviceSearch.savedByYou')} · ` : ''}
              {t('deviceSearch.savedAt', { time: formatSavedTime(hit.savedAt, lang) })}
            </Text>
          </Paper>
        ))
      )}
    </Stack>
  );
}
