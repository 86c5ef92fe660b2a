import { lazy, Suspense } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import type { Audience } from '../../shared/api/contract';
import { HomePage } from '../../features/policy/home/home-page';
import { PolicyCard } from '../../features/policy/card/policy-card';
import { MatchingButton } from '../../features/matching/components/matching-button';
import { policyQueries } from '../../features/policy/api/policy-queries';
import { statisticsQueries } from '../../shared/api/statistics-queries';
import { LIST_DEFAULTS, parseAudience } from '../../features/policy/list/list-search';
import { accountKind, useSession } from '../../shared/auth/session';
import { deviceScope, parseCountyCode, rememberScope, useScopeSync } from '../../shared/storage/county-scope';
import { useIsCurrentPath, useRawSearchValue } from '../../shared/routing/raw-search';

const HomeDeadlines = lazy(() => import('./-home-deadlines').then((m) => ({ default: m.HomeDeadlines })));

interface HomeSearch {
  audience?: Audience;
  /** the county scope; without one in the address, the device's */
  countyCode?: string;
}

export const Route = createFileRoute('/_portal/indexHome')({
  validateSearch: (raw: Record<string, unknown>): HomeSearch => {
    const search: HomeSearch = parseAudience(raw.audience) === 2 ? { audience: 2 } : {};
    // written even when undefined: the router merges raw URL values under the validated ones
    search.countyCode = parseCountyCode(raw.countyCode) ?? deviceScope();
    return search;
  },
  loaderDeps: ({ search }) => ({ audience: search.audience ?? 1, countyCode: search.countyCode }),
  loader: ({ context, deps }) => {
    // warm the cache without blocking: each section renders its own loading and error state
    void context.queryClient.prefetchQuery(statisticsQueries.summary());
    void context.queryClient.prefetchQuery(policyQueries.hotWords(deps.audience));
    void context.queryClient.prefetchQuery(
      policyQueries.list({ ...LIST_DEFAULTS, audience: deps.audience, countyCode: deps.countyCode }),
    );
  },
  component: IndexHome,
});

function IndexHome() {
  const { audience, countyCode } = Route.useSearch();
  const navigate = Route.useNavigate();
  const rawCounty = useRawSearchValue('countyCode');
  const setCounty = (next?: string) =>
    void navigate({ search: (prev) => ({ ...prev, countyCode: next }), replace: true });
  useScopeSync(countyCode, rawCounty, setCounty, useIsCurrentPath('/indexHome'));
  const loggedIn = accountKind(useSession()) !== 4;
  return (
    <HomePage
      audience={audience ?? 1}
      countyCode={countyCode}
      rawCounty={rawCounty}
      onClearScope={() => {
        rememberScope(undefined);
        setCounty(undefined);
      }}
      onAudienceChange={(next) => void navigate({ search: { audience: next, countyCode }, replace: true })}
      matchingAction={
        <MatchingButton renderPolicy={(p, order) => <PolicyCard policy={p} headingOrder={order} />} />
      }
      deadlines={
        loggedIn ? (
          <Suspense fallback={null}>
            <HomeDeadlines />
          </Suspense>
        ) : undefined
      }
    />
  );
}
