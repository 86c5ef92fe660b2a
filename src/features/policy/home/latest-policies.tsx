import { Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Audience } from '../../../shared/api/contract';
import { useT } from '../../../shared/i18n/language';
import { policyQueries } from '../api/policy-queries';
import { LIST_DEFAULTS } from '../list/list-search';
import { ArrowRightIcon } from '../../../shared/ui/icons';
import { LoadError } from '../../../shared/ui/query-states';
import { PolicyCard } from '../card/policy-card';
import { PolicyCardSkeleton } from '../card/policy-card-skeleton';
import classes from './latest-policies.module.css';
import { AnchorLink } from '../../../shared/ui/router-links';
import { useFirstViewportCards } from '../../../shared/ui/first-viewport';
import { HOME_CARDS_TOP } from '../card/cards-top';

/** SimpleGrid's lg breakpoint (75em), from which the cards stand two to a row. */
const TWO_COLUMNS_PX = 1200;

export const LATEST_SHOWN = 8;

/** The newest policies of the active tab in the county scope; shares its cache entry with the list's first page. */
export function LatestPolicies({
  audience,
  countyCode,
}: {
  audience: Audience;
  countyCode?: string | undefined;
}) {
  const t = useT();
  const { data, isPending, isError, error, refetch } = useQuery(
    policyQueries.list({ ...LIST_DEFAULTS, audience, countyCode }),
  );
  const cards = useFirstViewportCards(data?.records.slice(0, LATEST_SHOWN) ?? [], {
    perRow: window.innerWidth >= TWO_COLUMNS_PX ? 2 : 1,
    spanAll: true,
    top: HOME_CARDS_TOP,
  });
  return (
    <section aria-labelledby="latest-heading">
      <Group justify="space-between" align="center" mb="sm">
        <Title order={2} id="latest-heading" className={classes.heading}>
          {t('home.latestTitle')} · {audience === 1 ? t('home.tabEnterprise') : t('home.tabPeople')}
        </Title>
        <AnchorLink to="/policyList" search={{ audience, countyCode }} fz="sm" className={classes.more}>
          {t('home.latestMore')} <ArrowRightIcon size={14} />
        </AnchorLink>
      </Group>
      {/* not QueryBody: a failed refresh keeps the cards shown (QueryBody's failure replaces them) */}
      {isError && !data ? (
        <LoadError error={error} title={t('list.loadFailed')} onRetry={() => void refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
          {isPending
            ? Array.from({ length: 4 }, (_, i) => <PolicyCardSkeleton key={i} />)
            : [
                ...cards.shown.map((p) => <PolicyCard key={p.id} policy={p} headingOrder={3} />),
                cards.placeholder,
              ]}
        </SimpleGrid>
      )}
      {data && data.records.length === 0 && (
        <Text c="dark.6" ta="center" py="xl">
          {t('home.latestEmpty')}
        </Text>
      )}
    </section>
  );
}
