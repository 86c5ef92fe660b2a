import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Group, Paper, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { AnchorLink } from '../../../shared/ui/router-links';
import { useT } from '../../../shared/i18n/language';
import { centreQueries } from '../api/centre-queries';
import type { EnjoyPage } from '../api/centre-api';
import { perTenThousand } from '../../../shared/format/money';
import { CentrePage } from '../components/centre-page';
import { PagedList } from '../components/paged-list';
import { ResponsiveTable, type Column } from '../components/responsive-table';

const route = getRouteApi('/_portal/enterprise/myEnjoyPolicy');
type Row = EnjoyPage['records'][number];

export function MyEnjoyPolicyPage() {
  const t = useT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = useQuery({ ...centreQueries.enjoys(search), placeholderData: keepPreviousData });

  const columns: Column<Row>[] = [
    {
      key: 'name',
      label: t('centre.enjoy.policy'),
      primary: true,
      render: (r) =>
        r.policyId ? (
          <AnchorLink to="/policyDetail" search={{ id: r.policyId, isApply: false }} c="gov.8" fw={500}>
            {r.policyName}
          </AnchorLink>
        ) : (
          r.policyName
        ),
    },
    {
      key: 'money',
      label: t('centre.enjoy.amount'),
      width: 150,
      align: 'right',
      render: (r) => (
        <Text span size="sm" ff="monospace">
          {perTenThousand(r.rewardMoney)}
        </Text>
      ),
    },
    { key: 'time', label: t('centre.enjoy.payTime'), width: 180, render: (r) => r.payTime },
  ];

  return (
    <CentrePage title={t('user.myEnjoyPolicy')} intro={t('centre.enjoy.intro')}>
      <PagedList
        query={query}
        search={search}
        onSearch={(next) => void navigate({ search: next })}
        empty="centre.enjoy.empty"
      >
        {(rows) => (
          <>
            <Paper bg="gov.0" radius="md" p="md">
              <Group gap="xl" wrap="wrap">
                <div>
                  <Text size="sm" c="dark.6">
                    {t('centre.enjoy.count')}
                  </Text>
                  <Text fz={22} fw={700} c="gov.8" data-testid="enjoy-count">
                    {query.data?.total ?? 0}
                  </Text>
                </div>
                <div>
                  <Text size="sm" c="dark.6">
                    {t('centre.enjoy.pageSum')}
                  </Text>
                  <Text fz={22} fw={700} c="gov.8" data-testid="enjoy-page-sum">
                    {perTenThousand(rows.reduce((sum, r) => sum + r.rewardMoney, 0))}
                  </Text>
                </div>
              </Group>
            </Paper>
            <ResponsiveTable
              rows={rows}
              columns={columns}
              rowKey={(r) => r.id}
              caption={t('user.myEnjoyPolicy')}
            />
          </>
        )}
      </PagedList>
    </CentrePage>
  );
}
