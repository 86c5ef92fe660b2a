import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useT } from '../../../shared/i18n/language';
import { centreQueries } from '../api/centre-queries';
import type { BankChange } from '../api/centre-api';
import { EmptyPanel } from '../../../shared/ui/query-states';
import { QueryBody } from '../../../shared/ui/query-body';
import { Pager } from '../../../shared/ui/pager';
import type { PageSize } from '../../../shared/api/paging';
import { monoColumn, ResponsiveTable, type Column } from './responsive-table';

export function BankChangeRecords({ enterpriseId }: { enterpriseId: string }) {
  const t = useT();
  // the latest changes first, ten to a page (an account keeps up to 200)
  const [paging, setPaging] = useState<{ page: number; pageSize: PageSize }>({ page: 1, pageSize: 10 });
  const query = useQuery({
    ...centreQueries.bankChanges(enterpriseId, paging),
    placeholderData: keepPreviousData,
  });
  const columns: Column<BankChange>[] = [
    { key: 'time', label: t('centre.bank.changeTime'), render: (r) => r.changeTime, primary: true },
    monoColumn('old', t('centre.bank.oldAccount'), (r) => r.oldAccountMasked),
    monoColumn('new', t('centre.bank.newAccountShort'), (r) => r.newAccountMasked),
    { key: 'operator', label: t('centre.bank.operator'), render: (r) => r.operator },
  ];
  return (
    <QueryBody query={query} rows={3}>
      {(data) =>
        data.total === 0 ? (
          <EmptyPanel message={t('centre.bank.noChanges')} />
        ) : (
          <>
            <ResponsiveTable
              rows={data.records}
              columns={columns}
              rowKey={(r) => r.id}
              caption={t('centre.bank.records')}
            />
            <Pager page={paging.page} pageSize={paging.pageSize} total={data.total} onChange={setPaging} />
          </>
        )
      }
    </QueryBody>
  );
}
