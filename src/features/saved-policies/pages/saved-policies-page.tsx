// /savedPolicies: the list, or one saved policy when `id` is given.
import { Anchor, Box, Breadcrumbs, Container, Paper, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import '@mantine/core/styles/List.layer.css';
import { useT } from '../../../shared/i18n/language';
import { savedPolicies } from '../../../shared/offline/saved-policies';
import { savedPolicyChanges } from '../../../shared/offline/saved-policy-changes';
import {
  checkSavedPolicies,
  type PolicyChangeFetchers,
} from '../../../shared/offline/saved-policy-check';
import type { Deadline } from '../../../shared/offline/deadline-reminders';
import { savedPolicyQueries } from '../api/saved-policy-queries';
import { DeadlineSection } from '../components/deadline-section';
import { SavedPolicyList } from './saved-policy-list';
import { SavedPolicyView } from './saved-policy-view';
import classes from './saved-policies.module.css';

export function SavedPoliciesPage({
  id,
  applications,
  checkFetchers,
}: {
  id: string;
  /** the signed-in user's unfinished applications with deadlines, supplied by the route */
  applications?: readonly Deadline[];
  /** how the check of saved policies for changes asks the server (the route hands the policy detail call in) */
  checkFetchers?: PolicyChangeFetchers;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  // another tab (or a card elsewhere on the page, or the worker's check) saved, removed, refreshed one or
  // found its changes
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: savedPolicyQueries.all() });
    const stopSaved = savedPolicies.subscribe(refresh);
    const stopChanges = savedPolicyChanges.subscribe(refresh);
    return () => {
      stopSaved();
      stopChanges();
    };
  }, [queryClient]);
  // as the screen opens: what changed in the saved policies since their copies (the worker checks too; the
  // same revision is kept once); offline there is nothing to ask
  useEffect(() => {
    if (!checkFetchers || (typeof navigator !== 'undefined' && !navigator.onLine)) return;
    void checkSavedPolicies(checkFetchers).then(
      () => queryClient.invalidateQueries({ queryKey: savedPolicyQueries.all() }),
      () => undefined,
    );
  }, [checkFetchers, queryClient]);

  return (
    <Container size="lg" py={{ base: 'md', sm: 'lg' }} px={{ base: 'xs', sm: 'md' }}>
      <Box component="nav" aria-label={t('offline.savedList')} mb="sm">
        <Breadcrumbs separator="›" separatorMargin={6}>
          <Anchor component={Link} to="/indexHome" fz="sm" c="dark.6">
            {t('nav.home')}
          </Anchor>
          <Text fz="sm" c="gov.8" fw={500} span aria-current="page">
            {t('offline.savedList')}
          </Text>
        </Breadcrumbs>
      </Box>
      <Paper className={classes.panel} p={{ base: 'md', sm: 'xl' }} radius="md" shadow="xs">
        {id ? (
          <SavedPolicyView id={id} />
        ) : (
          <>
            <Title order={1} size="h2" c="gov.8">
              {t('offline.savedList')}
            </Title>
            <Text c="dark.6" size="sm" mt="xs" mb="lg">
              {t('pwa.savedIntro')}
            </Text>
            <Box mb="lg">
              <DeadlineSection applications={applications} />
            </Box>
            <SavedPolicyList />
          </>
        )}
      </Paper>
    </Container>
  );
}
