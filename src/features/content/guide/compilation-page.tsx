import { Box, Group, SegmentedControl, SimpleGrid, Stack, Title } from '@mantine/core';
import { QueryBody } from '../../../shared/ui/query-body';
import { useQuery } from '@tanstack/react-query';
import type { PolicyCompilation } from '../../../shared/api/contract';
import { useT } from '../../../shared/i18n/language';
import { guideQueries } from './guide-queries';
import { CompilationCard } from './compilation-card';
import { ContentPage } from '../../../shared/ui/content-page';
import type { SearchProps } from '../../../shared/routing/search-props';

/** Newest year first; inside a year, departments in name order. */
export function groupByYear(items: PolicyCompilation[]): { year: number; items: PolicyCompilation[] }[] {
  const years = [...new Set(items.map((c) => c.year))].sort((a, b) => b - a);
  return years.map((year) => ({
    year,
    items: items
      .filter((c) => c.year === year)
      .sort((a, b) => a.department.localeCompare(b.department, 'zh-CN')),
  }));
}

/** The year shown (none: every year), kept in the address by the route file. */
type CompilationPageProps = SearchProps<{ year?: number }>;

export function CompilationPage({ search: { year }, onSearchChange }: CompilationPageProps) {
  const t = useT();
  const list = useQuery(guideQueries.compilations());
  const groups = list.data ? groupByYear(list.data) : [];
  const shown = year ? groups.filter((g) => g.year === year) : groups;

  return (
    <ContentPage title={t('nav.compilation')} lead={t('content.comp.lead')}>
      {groups.length > 1 && (
        <Group mb="lg">
          <SegmentedControl
            aria-label={t('content.comp.year')}
            value={year ? String(year) : 'all'}
            onChange={(v) => onSearchChange(v === 'all' || v === null ? {} : { year: Number(v) })}
            data={[
              { value: 'all', label: t('content.comp.allYears') },
              ...groups.map((g) => ({
                value: String(g.year),
                label: t('content.comp.yearN', { n: g.year }),
              })),
            ]}
          />
        </Group>
      )}
      <QueryBody
        query={list}
        rows={4}
        height={160}
        isEmpty={() => shown.length === 0}
        empty={t('content.comp.empty')}
      >
        {() => (
          <Stack gap={40}>
            {shown.map((g) => (
              <Box component="section" key={g.year} aria-labelledby={`year-${g.year}`}>
                <Title order={2} id={`year-${g.year}`} fz="lg" mb="md" c="gov.8">
                  {t('content.comp.yearTitle', { n: g.year })}
                </Title>
                <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                  {g.items.map((item) => (
                    <CompilationCard key={item.id} item={item} />
                  ))}
                </SimpleGrid>
              </Box>
            ))}
          </Stack>
        )}
      </QueryBody>
    </ContentPage>
  );
}
