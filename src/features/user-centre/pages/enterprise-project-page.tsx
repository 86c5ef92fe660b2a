import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { AnchorLink } from '../../../shared/ui/router-links';
import { useT } from '../../../shared/i18n/language';
import { centreQueries } from '../api/centre-queries';
import type { Project } from '../api/centre-api';
import { useFormat } from '../../../shared/format/use-format';
import { CentrePage } from '../components/centre-page';
import { PagedTable, usePagedQuery, type ListScreenProps } from '../components/paged-list';
import { ProjectStatusBadge } from '../components/project-status-badge';
import { moneyColumn, type Column } from '../components/responsive-table';

export function EnterpriseProjectPage(props: ListScreenProps) {
  const t = useT();
  const f = useFormat();
  const list = usePagedQuery(props, centreQueries.projects);
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
          <span lang="zh-CN">{r.projectName}</span>
        </AnchorLink>
      ),
    },
    moneyColumn('investment', t('centre.project.investment'), 150, (r) => r.investment),
    { key: 'start', label: t('centre.project.startDate'), width: 120, render: (r) => f.date(r.startDate) },
    {
      key: 'status',
      label: t('centre.project.status'),
      width: 100,
      render: (r) => <ProjectStatusBadge status={r.status} />,
    },
  ];

  return (
    <CentrePage title={t('user.enterpriseProject')} intro={t('centre.project.intro')} actions={add}>
      <PagedTable
        list={list}
        empty="centre.project.empty"
        columns={columns}
        caption={t('user.enterpriseProject')}
      />
    </CentrePage>
  );
}
