import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { AnchorLink } from '../../../shared/ui/router-links';
import { useT } from '../../../shared/i18n/language';
import { centreQueries } from '../api/centre-queries';
import type { ApplyRow } from '../api/centre-api';
import { perTenThousand } from '../../../shared/format/money';
import { ApplyStatusBadge } from '../../../shared/ui/apply-status-badge';
import { CentrePage } from '../components/centre-page';
import { PagedList } from '../components/paged-list';
import { ResponsiveTable, type Column } from '../components/responsive-table';

const route = getRouteApi('/_portal/enterprise/myApply');

export function MyApplyPage() {
  const t = useT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = useQuery({ ...centreQueries.applies(search), placeholderData: keepPreviousData });

  const columns: Column<ApplyRow>[] = [
    { key: 'name', label: t('centre.apply.policy'), primary: true, render: (r) => r.policyName },
    { key: 'time', label: t('centre.apply.time'), width: 170, render: (r) => r.applyTime },
    {
      key: 'money',
      label: t('centre.apply.amount'),
      width: 130,
      align: 'right',
      render: (r) => (
        <Text span size="sm" ff="monospace">
          {perTenThousand(r.rewardMoney)}
        </Text>
      ),
    },
    {
      key: 'status',
      label: t('centre.apply.status'),
      width: 110,
      render: (r) => <ApplyStatusBadge status={r.status} />,
    },
    {
      key: 'action',
      label: t('centre.action'),
      width: 100,
      render: (r) => (
        <AnchorLink
          to="/applyDetail"
          search={{ id: r.id }}
          size="sm"
          c="gov.8"
          aria-label={t('centre.apply.viewOf', { name: r.policyName })}
        >
          {t('centre.viewDetail')}
        </AnchorLink>
      ),
    },
  ];

  return (
    <CentrePage title={t('user.myApply')} intro={t('centre.apply.intro')}>
      <PagedList
        query={query}
        search={search}
        onSearch={(next) => void navigate({ search: next })}
        empty="centre.apply.empty"
      >
        {(rows) => (
          <ResponsiveTable rows={rows} columns={columns} rowKey={(r) => r.id} caption={t('user.myApply')} />
        )}
      </PagedList>
    </CentrePage>
  );
}
