import type { ReactNode } from 'react';
import { Container, Grid, List, Paper, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/List.layer.css';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../shared/i18n/language';
import { useFormat } from '../../../shared/format/use-format';
import { usePageTitle } from '../../../shared/a11y/page-title';
import { policyQueries } from '../api/policy-queries';
import { DetailBreadcrumbs, DetailHeader } from '../detail/detail-header';
import { FreeReceivePanel, type ReceiveCheck } from './free-receive-panel';
import { ApplyAside } from '../detail/apply-aside';
import type { PolicyDetail } from '../../../shared/api/contract';
import { DetailLoadState } from '../detail/detail-load-state';
import type { FreeTrialSearch } from '../detail/detail-search';
import classes from '../detail/policy-detail-page.module.css';
import sectionClasses from '../detail/detail-sections.module.css';
import { AnchorLink } from '../../../shared/ui/router-links';

interface FreeTrialPageProps {
  search: FreeTrialSearch;
  /** 保存到本机, supplied by the route (as on the policy detail) */
  actions?: (policy: PolicyDetail) => ReactNode;
  /** the on-device reminder offered beside the calendar file, supplied by the route */
  deviceReminder?: (policy: PolicyDetail) => ReactNode;
  /** for a logged-in account of the right kind: 已领取, or the conditions checked before 确认领取, from the route */
  receiveCheck: ReceiveCheck;
}

export function FreeTrialPage({ search, actions, deviceReminder, receiveCheck }: FreeTrialPageProps) {
  const t = useT();
  const f = useFormat();
  const query = useQuery({
    ...policyQueries.detail(search.id),
    enabled: search.id !== '',
  });

  // the policy's name is the screen's name in the document title
  usePageTitle(query.data?.policyName ?? '');
  if (!query.data) return <DetailLoadState id={search.id} query={query} />;
  const { data } = query;

  const receiveId = search.msId || data.freeApplyNameId || data.id;
  const facts: [string, string][] = [
    // the window the card passed (or the policy's own), written as dates are in the reader's language
    [t('free.inTime'), f.serverRange(search.inTime || data.declareTime)],
    [t('free.itemId'), receiveId],
  ];

  return (
    <Container size="xl" pb={48}>
      <DetailBreadcrumbs current={t('free.title')} />
      <Stack gap="md">
        <DetailHeader policy={data} />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
            <Paper component="section" aria-labelledby="free-heading" radius="md" className={classes.apply}>
              <Title order={2} id="free-heading" className={sectionClasses.heading}>
                {t('free.title')}
              </Title>
              <Text mb="md">{t('free.intro')}</Text>
              {data.conditions.length > 0 && (
                <>
                  <Title order={3} fz="md" mb="xs">
                    {t('detail.conditions')}
                  </Title>
                  <List type="ordered" spacing={4} mb="md">
                    {data.conditions.map((c, i) => (
                      <List.Item key={i} lang="zh-CN">
                        {c}
                      </List.Item>
                    ))}
                  </List>
                </>
              )}
              <AnchorLink to="/policyDetail" search={{ id: data.id }} c="gov.8" fz="sm" td="underline">
                {t('free.toDetail')}
              </AnchorLink>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
            <ApplyAside
              headingId="receive-heading"
              title={t('detail.applyTitle')}
              policy={data}
              panel={
                <FreeReceivePanel
                  key={`${data.id}/${receiveId}`}
                  policy={data}
                  receiveId={receiveId}
                  check={receiveCheck}
                />
              }
              deviceReminder={deviceReminder}
              actions={actions}
            >
              <dl className={classes.facts}>
                {facts.map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            </ApplyAside>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
