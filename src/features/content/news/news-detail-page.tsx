import { Divider, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { countyByCode } from '../../../shared/config/city';
import { useLang, useT } from '../../../shared/i18n/language';
import { newsQueries } from './news-queries';
import { AttachmentList } from '../../../shared/ui/attachment-list';
import { BackLinks } from '../../../shared/ui/back-links';
import { ContentPage } from '../../../shared/ui/content-page';
import { SourceText } from '../../../shared/ui/source-text';
import { useFormat } from '../../../shared/format/use-format';
import { SafeHtml } from '../../../shared/html/safe-html';
import { LoadError, TextSkeleton, isNotFound } from '../../../shared/ui/query-states';
import { NotFoundPanel } from '../../../shared/ui/not-found-panel';

export function NewsDetailPage({ id }: { id: string }) {
  const t = useT();
  const fmt = useFormat();
  const lang = useLang();
  const article = useQuery({ ...newsQueries.detail(id), enabled: id !== '' });
  const crumbs = [{ label: t('nav.news'), to: '/newsList' as const }];
  const missing = id === '' || (article.isError && isNotFound(article.error));

  if (missing) {
    return (
      <ContentPage title={t('content.newsDetail.title')} crumbs={crumbs}>
        <NotFoundPanel
          titleOrder={2}
          title={t('content.newsDetail.missingTitle')}
          body={t('content.newsDetail.missingBody')}
          back={{ to: '/newsList', label: t('content.newsDetail.backToList') }}
        />
      </ContentPage>
    );
  }
  // not QueryBody: the page's frame (its title) is the article's, so the faces before it are drawn in the frame here
  if (!article.isSuccess) {
    return (
      <ContentPage title={t('content.newsDetail.title')} crumbs={crumbs}>
        {article.isError ? (
          <LoadError error={article.error} onRetry={() => void article.refetch()} />
        ) : (
          <TextSkeleton />
        )}
      </ContentPage>
    );
  }

  const a = article.data;
  const county = countyByCode(a.countyCode);
  return (
    <ContentPage title={a.title} titleLang="zh-CN" crumbs={crumbs} size="md">
      <Group gap="lg" c="dark.6" fz="sm" wrap="wrap" mb="md">
        <Text inherit component="time" dateTime={a.publishTime.replace(' ', 'T')}>
          {t('common.publishedAt', { time: fmt.dateTime(a.publishTime) })}
        </Text>
        {a.source && <SourceText source={a.source} />}
        {county && (
          <Text inherit>{t('content.regionOf', { name: lang === 'en' ? county.nameEn : county.name })}</Text>
        )}
      </Group>
      <Divider mb="lg" />
      <Stack gap="lg">
        <SafeHtml html={a.content} topLevel={2} />
        <AttachmentList items={a.attachments} />
      </Stack>
      <BackLinks listLabel={t('content.newsDetail.backToList')} listTo="/newsList" />
    </ContentPage>
  );
}
