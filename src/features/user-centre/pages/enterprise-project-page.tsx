import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Text } from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import { AnchorLink } from '../../../shared/ui/router-links';
import { useT } from '../../../shared/i18n/language';
import { centreQueries } from '../api/centre-queries';
import type { Project } from '../api/centre-api';
import { perTenThousand } from '../../../shared/format/money';
import { CentrePage } from '../components/centre-page';
import { PagedList } from '../components/paged-list';
import { ProjectStatusBadge } from '../components/project-status-badge';
import { ResponsiveTable, type Column } from '../components/responsive-table';

const route = getRouteApi('/_portal/enterprise/enterpriseProject');

export function EnterpriseProjectPage() {
  const t = useT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = useQuery({ ...centreQueries.projects(search), placeholderData: keepPreviousData });
  const add = (
    <Button component={Link} to="/enterprise/addProject">
      {t('centre.project.add')}
    </Button>
  );

  const columns: Column<Project>[] = [
    {
      key: 'name',
      label: t('centre.project.name'),
      primary: true,
      render: (r) => (
        <AnchorLink to="/enterprise/projectDetail" search={{ id: r.id }} c="gov.8" fw={500}>
          {r.projectName}
        </AnchorLink>
      ),
    },
    {
      key: 'investment',
      label: t('centre.project.investment'),
      width: 150,
      align: 'right',
      render: (r) => (
        <Text span size="sm" ff="monospace">
          {perTenThousand(r.investment)}
        </Text>
      ),
    },
    { key: 'start', label: t('centre.project.startDate'), width: 120, render: (r) => r.startDate },
    {
      key: 'status',
      label: t('centre.project.status'),
      width: 100,
      render: (r) => <ProjectStatusBadge status={r.status} />,
    },
  ];

  return (
    <CentrePage title={t('user.enterpriseProject')} intro={t('centre.project.intro')} actions={add}>
      <PagedList
        query={query}
        search={search}
        onSearch={(next) => void navigate({ search: next })}
        empty="centre.project.empty"
      >
        {(rows) => (
          <ResponsiveTable
            rows={rows}
            columns={columns}
            rowKey={(r) => r.id}
            caption={t('user.enterpriseProject')}
          />
        )}
      </PagedList>
    </CentrePage>
  );
}
