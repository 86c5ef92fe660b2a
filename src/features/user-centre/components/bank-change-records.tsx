import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../shared/i18n/language';
import { centreQueries } from '../api/centre-queries';
import type { BankChange } from '../api/centre-api';
import { EmptyPanel } from '../../../shared/ui/query-states';
import { QueryBody } from '../../../shared/ui/query-body';
import { monoColumn, ResponsiveTable, type Column } from './responsive-table';

export function BankChangeRecords({ enterpriseId }: { enterpriseId: string }) {
  const t = useT();
  const query = useQuery(centreQueries.bankChanges(enterpriseId));
  const columns: Column<BankChange>[] = [
    { key: 'time', label: t('centre.bank.changeTime'), render: (r) => r.changeTime, primary: true },
    monoColumn('old', t('centre.bank.oldAccount'), (r) => r.oldAccountMasked),
    monoColumn('new', t('centre.bank.newAccountShort'), (r) => r.newAccountMasked),
    { key: 'operator', label: t('centre.bank.operator'), render: (r) => r.operator },
  ];
  return (
    <QueryBody query={query} rows={3}>
      {(rows) =>
        rows.length === 0 ? (
          <EmptyPanel message={t('centre.bank.noChanges')} />
        ) : (
          <ResponsiveTable
            rows={rows}
            columns={columns}
            rowKey={(r) => r.id}
            caption={t('centre.bank.records')}
          />
        )
      }
    </QueryBody>
  );
}
