import { useQuery } from '@tanstack/react-query';
import { Text } from '@mantine/core';
import { useT } from '../../../shared/i18n/language';
import { centreQueries } from '../api/centre-queries';
import type { BankChange } from '../api/centre-api';
import { EmptyPanel, LoadError, ListSkeleton } from '../../../shared/ui/query-states';
import { ResponsiveTable, type Column } from './responsive-table';

export function BankChangeRecords({ enterpriseId }: { enterpriseId: string }) {
  const t = useT();
  const query = useQuery(centreQueries.bankChanges(enterpriseId));
  if (query.isPending) return <ListSkeleton rows={3} />;
  if (query.isError)
    return <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (query.data.length === 0) return <EmptyPanel message={t('centre.bank.noChanges')} />;
  const columns: Column<BankChange>[] = [
    { key: 'time', label: t('centre.bank.changeTime'), render: (r) => r.changeTime, primary: true },
    {
      key: 'old',
      label: t('centre.bank.oldAccount'),
      render: (r) => (
        <Text span ff="monospace" size="sm">
          {r.oldAccountMasked}
        </Text>
      ),
    },
    {
      key: 'new',
      label: t('centre.bank.newAccountShort'),
      render: (r) => (
        <Text span ff="monospace" size="sm">
          {r.newAccountMasked}
        </Text>
      ),
    },
    { key: 'operator', label: t('centre.bank.operator'), render: (r) => r.operator },
  ];
  return (
    <ResponsiveTable
      rows={query.data}
      columns={columns}
      rowKey={(r) => r.id}
      caption={t('centre.bank.records')}
    />
  );
}
