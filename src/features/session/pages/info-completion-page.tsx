import { useState } from 'react';
import { Alert, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { accountKind, sessionStore, useSession } from '../../../shared/auth/session';
import { useT } from '../../../shared/i18n/language';
import { regionQueries } from '../../../shared/api/region-queries';
import { ContentPage } from '../../../shared/ui/content-page';
import { LoginPrompt } from '../../../shared/ui/login-prompt';
import { RegionForm } from '../components/region-form';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="xs" c="dark.5">
        {label}
      </Text>
      <Text fz="sm" fw={500}>
        {value}
      </Text>
    </div>
  );
}

/** Full-page region completion for an enterprise (the session feature has its own dialog). */
export function InfoCompletionPage() {
  const t = useT();
  const session = useSession();
  const kind = accountKind(session);
  const info = session.userInfo;
  const [saved, setSaved] = useState(false);
  const region = useQuery(regionQueries.district(info?.countyCode ?? ''));
  const title = t('content.region.title');

  if (kind !== 2) {
    return (
      <ContentPage title={title} size="lg">
        {kind === 1 && (
          <Alert color="yellow" variant="light" title={t('login.wrongKindTitle')} mb="md">
            {t('content.region.enterpriseOnly')}
          </Alert>
        )}
        <LoginPrompt message={t('content.region.needLogin')} kinds={[2]} />
      </ContentPage>
    );
  }

  const onSaved = (streetCode: string) => {
    if (info) sessionStore.setUserInfo({ ...info, countyCode: streetCode });
    setSaved(true);
  };
  const current = !info?.countyCode ? t('content.region.notSet') : (region.data?.name ?? info.countyCode);

  return (
    <ContentPage title={title} size="lg" lead={t('content.region.lead')}>
      <Stack gap="xl">
        <section>
          <Title order={2} fz="md" mb="xs">
            {t('content.region.whyTitle')}
          </Title>
          <List size="sm" spacing={4} c="dark.7">
            <List.Item>{t('content.region.why1')}</List.Item>
            <List.Item>{t('content.region.why2')}</List.Item>
            <List.Item>{t('content.region.why3')}</List.Item>
          </List>
        </section>
        <Paper withBorder radius="sm" p="md" bg="gray.0" component="section" aria-labelledby="current-info">
          <Title order={2} fz="md" mb="sm" id="current-info">
            {t('content.region.currentTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Fact
              label={t('content.region.enterpriseName')}
              value={info?.enterpriseName ?? info?.userName ?? '—'}
            />
            <Fact label={t('content.apply.creditCode')} value={info?.enterpriseCode ?? '—'} />
            <Fact label={t('content.region.contact')} value={info?.userName ?? '—'} />
            <Fact label={t('content.region.current')} value={current} />
          </SimpleGrid>
        </Paper>
        <section aria-labelledby="region-form-title">
          <Title order={2} fz="md" mb="sm" id="region-form-title">
            {t('content.region.formTitle')}
          </Title>
          {saved ? (
            <Alert color="teal" variant="light" role="status" title={t('content.region.saved')}>
              <Text fz="sm">{t('content.region.savedBody', { name: current })}</Text>
              <Group mt="sm">
                <Button component={Link} to="/indexHome" size="xs">
                  {t('common.home')}
                </Button>
                <Button size="xs" variant="default" onClick={() => setSaved(false)}>
                  {t('content.region.again')}
                </Button>
              </Group>
            </Alert>
          ) : (
            <RegionForm onSaved={onSaved} />
          )}
        </section>
      </Stack>
    </ContentPage>
  );
}
