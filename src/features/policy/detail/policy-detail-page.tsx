import { useEffect, useRef, type ReactNode } from 'react';
import { Container, Grid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../shared/i18n/language';
import { usePageTitle } from '../../../shared/a11y/page-title';
import { policyQueries } from '../api/policy-queries';
import { ApplyPanel } from './apply-panel';
import { ApplyAside } from './apply-aside';
import { DetailAds } from '../ads/detail-ads';
import { DetailBreadcrumbs, DetailHeader } from './detail-header';
import { DetailSections } from './detail-sections';
import { DetailLoadState } from './detail-load-state';
import type { PolicyDetail } from '../../../shared/api/contract';
import type { DetailSearch } from './detail-search';
import classes from './policy-detail-page.module.css';

interface PolicyDetailPageProps {
  search: DetailSearch;
  /** extra actions under 申报 (保存到本机), supplied by the route */
  actions?: (policy: PolicyDetail) => ReactNode;
  /** the on-device reminder offered beside the calendar file, supplied by the route */
  deviceReminder?: (policy: PolicyDetail) => ReactNode;
  /** what a logged-in applicant may do in an open window (eligibility, 一键申报 or 已申报), from the route */
  applyAction: (policy: PolicyDetail) => ReactNode;
}

export function PolicyDetailPage({ search, actions, deviceReminder, applyAction }: PolicyDetailPageProps) {
  const t = useT();
  const query = useQuery({
    ...policyQueries.detail(search.id),
    enabled: search.id !== '',
  });
  const applyRef = useRef<HTMLDivElement>(null);

  // arriving from 一键申报: bring the apply action into view
  const loaded = query.data !== undefined;
  useEffect(() => {
    if (loaded && search.isApply) applyRef.current?.scrollIntoView({ block: 'center' });
  }, [loaded, search.isApply]);

  // the policy's name is the screen's name in the document title
  usePageTitle(query.data?.policyName ?? '');
  if (!query.data) return <DetailLoadState id={search.id} query={query} />;
  const { data } = query;

  return (
    <Container size="xl" pb={48}>
      <DetailBreadcrumbs current={data.policyName} />
      <Stack gap="md">
        <DetailHeader policy={data} />
        <DetailAds />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
            <DetailSections policy={data} policyId={search.id} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
            <div className={classes.sticky}>
              <ApplyAside
                ref={applyRef}
                headingId="apply-heading"
                title={t('detail.applyTitle')}
                policy={data}
                panel={<ApplyPanel policy={data} applyAction={applyAction} />}
                highlight={search.isApply}
                deviceReminder={deviceReminder}
                actions={actions}
              />
            </div>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
