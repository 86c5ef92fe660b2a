import type { ReactNode } from 'react';
import { Alert, Container, Stack } from '@mantine/core';
import type { PolicyListItem } from '../../../shared/api/contract';
import { useLang, useT } from '../../../shared/i18n/language';
import { FloatingAd } from '../ads/floating-ad';
import { ListFilters } from './list-filters';
import { ListResults } from './list-results';
import { SearchHeader } from '../common/search-header';
import { StatisticsCards } from '../common/statistics-cards';
import { ScopeChip } from '../common/scope-chip';
import { useBadCountyNote } from '../../../shared/storage/county-scope';
import { useRejectedFilters, type ListSearch } from './list-search';
import { labelOfKey } from './list-filter-table';
import classes from './policy-list-page.module.css';

interface PolicyListPageProps {
  search: ListSearch;
  /** the next search (this page's address; what it leaves out takes its default); the route file navigates to it */
  onSearchChange: (next: Partial<ListSearch>, options?: { replace?: boolean }) => void;
  cardActions?: (policy: PolicyListItem) => ReactNode;
  /** per-card marks (新 from a saved search), from the route */
  cardMarks?: (policy: PolicyListItem) => ReactNode;
  /** saved searches: save this one, see them (from the route, loaded lazily) */
  savedSearches?: ReactNode;
  /** countyCode as the address wrote it: a code the city does not know gets a note */
  rawCounty?: string | null;
}

/** Every change is a URL change, so back, reload and shared links restore the same list. */
export function PolicyListPage({
  search,
  onSearchChange,
  cardActions,
  cardMarks,
  savedSearches,
  rawCounty,
}: PolicyListPageProps) {
  const t = useT();
  const lang = useLang();
  const badCounty = useBadCountyNote(rawCounty);
  const rejected = useRejectedFilters(search);
  const update = (patch: Partial<ListSearch>) => onSearchChange({ ...search, ...patch });

  return (
    <div className={classes.page}>
      <SearchHeader
        title={t('list.title')}
        audience={search.audience}
        keyword={search.keyword}
        onSearch={(keyword) => update({ keyword, page: 1 })}
      />
      <Container size="xl">
        <Stack gap="md">
          <ScopeChip
            countyCode={search.countyCode}
            badCounty={badCounty}
            onClear={() => update({ countyCode: undefined, page: 1 })}
          />
          {rejected.length > 0 && (
            <Alert color="yellow" variant="light" role="status" data-testid="rejected-filters">
              {t('filter.rejected', {
                names: rejected.map((k) => t(labelOfKey(k))).join(lang === 'en' ? ', ' : '、'),
              })}
            </Alert>
          )}
          <ListFilters search={search} onChange={update} />
          {savedSearches && (
            // the bar's code arrives after the first screen: its row is kept so the results do not move
            <div className={classes.savedSearches}>{savedSearches}</div>
          )}
          <div className={classes.withAd}>
            <div className={classes.results}>
              <ListResults
                search={search}
                onChange={(patch) => {
                  update(patch);
                  if (patch.page !== undefined) window.scrollTo({ top: 0 });
                }}
                onClear={() => onSearchChange({ audience: search.audience })}
                onClampPage={(page) => onSearchChange({ ...search, page }, { replace: true })}
                cardActions={cardActions}
                cardMarks={cardMarks}
              />
            </div>
            {/* beside the results on a wide screen, where it floats along; after them on a narrower one */}
            <div className={classes.ad}>
              <FloatingAd />
            </div>
          </div>
          {/* the figures are secondary here (home leads with them): below the results, not above the first one */}
          <StatisticsCards compact />
        </Stack>
      </Container>
    </div>
  );
}
