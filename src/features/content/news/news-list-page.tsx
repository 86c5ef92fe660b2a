import { Divider, Group, Stack, Text } from '@mantine/core';
import { QueryBody } from '../../../shared/ui/query-body';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../shared/i18n/language';
import type { PagedSearch } from '../../../shared/routing/paged-search';
import { newsQueries } from './news-queries';
import { ContentPage } from '../../../shared/ui/content-page';
import { SourceText } from '../../../shared/ui/source-text';
import { useFormat } from '../../../shared/format/use-format';
import { KeywordSearch } from '../../../shared/ui/keyword-search';
import { Pager } from '../../../shared/ui/pager';
import { AnchorLink } from '../../../shared/ui/router-links';
import classes from './news-list-page.module.css';

interface NewsListPageProps {
  search: PagedSearch;
  /** the next search (this page's address); the route file navigates to it */
  onSearchChange: (next: PagedSearch) => void;
}

export function NewsListPage({ search, onSearchChange }: NewsListPageProps) {
  const t = useT();
  const fmt = useFormat();
  const news = useQuery(newsQueries.page(search));

  return (
    <ContentPage title={t('content.news.title')} lead={t('content.news.lead')}>
      <KeywordSearch
        label={t('content.news.searchLabel')}
        placeholder={t('content.news.searchPlaceholder')}
        value={search.keyword}
        onSearch={(keyword) => onSearchChange({ ...search, keyword, page: 1 })}
      />
      <Divider my="md" />
      <QueryBody
        query={news}
        rows={6}
        height={84}
        isEmpty={(data) => data.records.length === 0}
        empty={search.keyword ? t('content.noMatch', { keyword: search.keyword }) : t('content.news.empty')}
      >
        {(data) => (
          <>
            <Stack component="ul" gap={0} className={classes.list} aria-busy={news.isPlaceholderData}>
              {data.records.map((item) => (
                <li key={item.id} className={classes.item}>
                  <AnchorLink
                    to="/newsDetail"
                    search={{ id: item.id }}
                    className={classes.title}
                    lang="zh-CN"
                  >
                    {item.title}
                  </AnchorLink>
                  {item.summary && (
                    <Text fz="sm" c="dark.6" mt={6} lineClamp={2} lang="zh-CN">
                      {item.summary}
                    </Text>
                  )}
                  <Group gap="lg" mt={8} fz="xs" c="dark.5">
                    <Text inherit component="time" dateTime={item.publishTime.replace(' ', 'T')}>
                      {t('common.publishedAt', { time: fmt.date(item.publishTime) })}
                    </Text>
                    {item.source && <SourceText source={item.source} />}
                  </Group>
                </li>
              ))}
            </Stack>
            <Pager
              page={search.page}
              pageSize={search.pageSize}
              total={data.total}
              onChange={(next) => onSearchChange({ ...search, ...next })}
            />
          </>
        )}
      </QueryBody>
    </ContentPage>
  );
}
