// /savedPolicies: the list, or one saved policy when `id` is given.
import { Anchor, Box, Breadcrumbs, Container, Paper, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import '@mantine/core/styles/List.layer.css';
import { useT } from '../../../shared/i18n/language';
import { savedPolicies } from '../../../shared/offline/saved-policies';
import type { Deadline } from '../../../shared/offline/deadline-reminders';
import { savedPolicyQueries } from '../api/saved-policy-queries';
import { DeadlineSection } from '../components/deadline-section';
import { SavedPolicyList } from './saved-policy-list';
import { SavedPolicyView } from './saved-policy-view';
import classes from './saved-policies.module.css';

export function SavedPoliciesPage({
  id,
  applications,
}: {
  id: string;
  /** the signed-in user's unfinished applications with deadlines, supplied by the route */
  applications?: readonly Deadline[];
}) {
  const t = useT();
  const queryClient = useQueryClient();
  // another tab (or a card elsewhere on the page) saved or removed one
  useEffect(
    () =>
      savedPolicies.subscribe(
        () => void queryClient.invalidateQueries({ queryKey: savedPolicyQueries.all() }),
      ),
    [queryClient],
  );

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
