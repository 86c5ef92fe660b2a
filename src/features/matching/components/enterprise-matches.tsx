// 惠企政策匹配 for a logged-in enterprise: what it was matched on, then each group (with its count) explained.
import { useState } from 'react';
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, type PageSize } from '../../../shared/api/paging';
import { useT } from '../../../shared/i18n/language';
import { ListSkeleton } from '../../../shared/ui/query-states';
import { matchingQueries } from '../api/matching-queries';
import { modelForTab } from '../lib/matching-model';
import { EnterpriseProfileCard } from './enterprise-profile-card';
import { MatchRecordList, type RenderMatchedPolicy } from './match-list';
import { MatchTabs } from './match-tabs';

export function EnterpriseMatches({
  account,
  renderPolicy,
}: {
  account: string;
  renderPolicy: RenderMatchedPolicy;
}) {
  const t = useT();
  const [tab, setTab] = useState(0);
  const [paging, setPaging] = useState<{ page: number; pageSize: PageSize }>({
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const query = useQuery(matchingQueries.enterprise(account, { matchingModel: modelForTab(tab), ...paging }));
  const d = query.data;
  const counts = d
    ? { accurate: d.accurateCount, probably: d.probablyCount, mismatching: d.mismatchingCount }
    : null;
  return (
    <Stack gap="lg">
      {/* the profile's room while the list's read loads; the list below shows that read's faces (QueryBody) */}
      {d ? <EnterpriseProfileCard basis={d} /> : query.isPending && <ListSkeleton rows={2} height={40} />}
      <MatchTabs
        tab={tab}
        onTabChange={(next) => {
          setTab(next);
          setPaging((p) => ({ ...p, page: 1 }));
        }}
        counts={counts}
        labelOf={(model, label) => (model === 3 ? 'entMatch.notMatched' : label)}
        panel={
          <MatchRecordList
            query={query}
            paging={{
              ...paging,
              onChange: (next) => setPaging(next.pageSize === paging.pageSize ? next : { ...next, page: 1 }),
            }}
            empty={t('match.empty')}
            cardHeadingOrder={3}
            renderPolicy={renderPolicy}
          />
        }
      />
    </Stack>
  );
}
