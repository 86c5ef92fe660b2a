import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { useT } from '../../../shared/i18n/language';
import { PAGE_SIZES, lastPage, type PageSize } from '../model/search-params';

interface Props {
  page: number;
  pageSize: PageSize;
  total: number;
  onChange: (next: { page: number; pageSize: PageSize }) => void;
}

/** Page numbers and the page-size choice (10, 15, 20); both live in the URL. */
export function Pager({ page, pageSize, total, onChange }: Props) {
  const t = useT();
  if (total === 0) return null;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="xs">
        <Text size="sm" c="dark.5">
          {t('common.total', { n: total })}
        </Text>
        <NativeSelect
          size="xs"
          aria-label={t('common.pageSize')}
          value={String(pageSize)}
          data={PAGE_SIZES.map((s) => ({ value: String(s), label: t('centre.perPage', { n: s }) }))}
          onChange={(e) => onChange({ page: 1, pageSize: Number(e.currentTarget.value) as PageSize })}
        />
      </Group>
      <Pagination
        size="sm"
        total={lastPage(total, pageSize)}
        value={Math.min(page, lastPage(total, pageSize))}
        onChange={(p) => onChange({ page: p, pageSize })}
        getControlProps={(control) => ({ 'aria-label': t(`centre.pager.${control}`) })}
        getItemProps={(p) => ({ 'aria-label': t('centre.pager.page', { n: p }) })}
        siblings={1}
      />
    </Group>
  );
}
