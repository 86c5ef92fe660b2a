import { Alert, Divider, Text } from '@mantine/core';
import { QueryBody } from '../../../shared/ui/query-body';
import { useQuery } from '@tanstack/react-query';
import { city } from '../../../shared/config/city';
import { useT } from '../../../shared/i18n/language';
import { noticeQueries } from './notice-queries';
import type { PublicityKind, PublicitySearch } from './notice-api';
import { ContentPage } from '../../../shared/ui/content-page';
import { CountySelect } from './county-select';
import { KeywordSearch } from '../../../shared/ui/keyword-search';
import { Pager } from '../../../shared/ui/pager';
import { PublicityTable } from './publicity-table';

function todayText(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

interface PublicityPageProps {
  kind: PublicityKind;
  search: PublicitySearch;
  /** the next search (this page's address); the route file navigates to it */
  onSearchChange: (next: PublicitySearch) => void;
}

/** 申报公示 and 兑现公告: the same paged, filterable table over two record kinds. */
export function PublicityPage({ kind, search, onSearchChange }: PublicityPageProps) {
  const t = useT();
  const list = useQuery(noticeQueries.page(kind, search));
  const update = (patch: Partial<PublicitySearch>) => onSearchChange({ ...search, ...patch });
  const phones = city.supportPhones.join('、');

  return (
    <ContentPage
      title={t(kind === 'publicity' ? 'nav.prizePublicity' : 'nav.prizeNotice')}
      crumbs={[{ label: t('nav.directPayment'), to: '/policyList' }]}
    >
      <Alert
        variant="light"
        color="gov"
        mb="md"
        title={t(kind === 'publicity' ? 'content.pub.aboutPublicity' : 'content.pub.aboutNotice')}
      >
        <Text fz="sm">
          {t(kind === 'publicity' ? 'content.pub.explainPublicity' : 'content.pub.explainNotice', { phones })}
        </Text>
      </Alert>
      <KeywordSearch
        label={t('content.pub.searchLabel')}
        placeholder={t('content.pub.searchPlaceholder')}
        value={search.keyword}
        onSearch={(keyword) => update({ keyword, page: 1 })}
      >
        <CountySelect value={search.county} onChange={(county) => update({ county, page: 1 })} />
      </KeywordSearch>
      <Divider my="md" />
      <QueryBody
        query={list}
        rows={8}
        height={44}
        isEmpty={(data) => data.records.length === 0}
        empty={search.keyword || search.county ? t('content.pub.noMatch') : t('content.pub.empty')}
      >
        {(data) => (
          <>
            <PublicityTable
              kind={kind}
              rows={data.records}
              firstIndex={(search.page - 1) * search.pageSize + 1}
              today={todayText()}
            />
            <Pager page={search.page} pageSize={search.pageSize} total={data.total} onChange={update} />
          </>
        )}
      </QueryBody>
    </ContentPage>
  );
}
