import type { ReactNode } from 'react';
import { Container, Grid, Group, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { Audience } from '../../../shared/api/contract';
import { useElderMode } from '../../../shared/a11y/settings';
import { useT } from '../../../shared/i18n/language';
import { AudienceTabs } from './audience-tabs';
import { FloatingAd } from '../ads/floating-ad';
import { LatestPolicies } from './latest-policies';
import { QuickEntries } from './quick-entries';
import { SearchHeader } from '../common/search-header';
import { StatisticsCards } from '../common/statistics-cards';
import { ScopeChip } from '../common/scope-chip';
import { useBadCountyNote } from '../../../shared/storage/county-scope';
import classes from './home-page.module.css';

interface HomePageProps {
  audience: Audience;
  /** the route file puts the chosen tab in the address */
  onAudienceChange: (audience: Audience) => void;
  /** 政策匹配 on the people tab, supplied by the route (the matching feature's button). */
  matchingAction: ReactNode;
  /** 即将截止 for a logged-in user, supplied by the route (the offline feature's section) */
  deadlines?: ReactNode;
  /** the county scope of the latest policies (that county and the city-wide ones) */
  countyCode?: string | undefined;
  onClearScope: () => void;
  /** countyCode as the address wrote it: a code the city does not know gets a note */
  rawCounty?: string | null;
}

export function HomePage({
  audience,
  onAudienceChange,
  matchingAction,
  deadlines,
  countyCode,
  onClearScope,
  rawCounty,
}: HomePageProps) {
  const t = useT();
  const badCounty = useBadCountyNote(rawCounty);
  const navigate = useNavigate();
  // 长辈模式: search, hot words, the policies and the matching entry; no figures, shortcuts or ads
  const elder = useElderMode();
  const search = (keyword: string) =>
    void navigate({ to: '/policyList', search: { keyword, audience, countyCode } });
  const latest = <LatestPolicies audience={audience} countyCode={countyCode} />;

  return (
    <div className={classes.page}>
      <SearchHeader
        title={t('home.heroTitle')}
        subtitle={t('home.heroSubtitle')}
        audience={audience}
        onSearch={search}
        renderSearch={(searchArea) => (
          <AudienceTabs audience={audience} onChange={onAudienceChange}>
            <div className={classes.panel}>
              {searchArea}
              {audience === 2 && (
                <Group justify="center" mt="sm">
                  {matchingAction}
                </Group>
              )}
            </div>
          </AudienceTabs>
        )}
      />
      <Container size="xl" className={classes.body}>
        <Stack gap="xl">
          {(countyCode || badCounty) && (
            <Stack gap="xs">
              <ScopeChip countyCode={countyCode} badCounty={badCounty} onClear={onClearScope} />
            </Stack>
          )}
          {deadlines}
          {!elder && (
            <section aria-labelledby="stats-heading">
              <VisuallyHidden>
                <Title order={2} id="stats-heading">
                  {t('stats.title')}
                </Title>
              </VisuallyHidden>
              <StatisticsCards />
            </section>
          )}
          {elder ? (
            latest
          ) : (
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>{latest}</Grid.Col>
              <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
                {/* the column's full height: the ad floats along beside the latest policies */}
                <Stack gap="lg" h="100%">
                  {/* its own height, not the column's */}
                  <div>
                    <QuickEntries />
                  </div>
                  <FloatingAd />
                </Stack>
              </Grid.Col>
            </Grid>
          )}
        </Stack>
      </Container>
    </div>
  );
}
