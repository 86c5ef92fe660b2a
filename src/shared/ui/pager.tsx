import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useT } from '../i18n/language';
import classes from './pager.module.css';
import { PAGE_SIZES, lastPage, parsePageSize, type PageSize } from '../api/paging';

interface PagerProps {
  page: number;
  pageSize: PageSize;
  total: number;
  onChange: (next: { page: number; pageSize: PageSize }) => void;
}

/** Page numbers and the page-size choice (10, 15, 20); a size change goes back to page 1. */
export function Pager({ page, pageSize, total, onChange }: PagerProps) {
  const t = useT();
  const phone = useMediaQuery('(max-width: 36em)', false);
  if (total === 0) return null;
  const pages = lastPage(total, pageSize);
  return (
    <Group justify="space-between" mt="lg" gap="sm" wrap="wrap">
      <Group gap="xs">
        <Text fz="sm" c="dark.6">
          {t('common.total', { n: total })}
        </Text>
        <NativeSelect
          size="xs"
          aria-label={t('common.pageSize')}
          value={String(pageSize)}
          data={PAGE_SIZES.map((n) => ({ value: String(n), label: t('common.perPage', { n }) }))}
          onChange={(e) => onChange({ page: 1, pageSize: parsePageSize(e.currentTarget.value) })}
        />
      </Group>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={(p) => onChange({ page: p, pageSize })}
        siblings={phone ? 0 : 1}
        boundaries={1}
        gap={phone ? 4 : 8}
        size="sm"
        className={classes.pagination}
        getControlProps={(control) => ({
          'aria-label':
            control === 'previous'
              ? t('common.prevPage')
              : control === 'next'
                ? t('common.nextPage')
                : undefined,
        })}
        getItemProps={(p) => ({ 'aria-label': t('common.pageN', { n: p }) })}
      />
    </Group>
  );
}
