import { useQuery } from '@tanstack/react-query';
import { Paper, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useT } from '../../../shared/i18n/language';
import { centreQueries } from '../api/centre-queries';
import { perTenThousand } from '../../../shared/format/money';
import { DetailStates } from '../components/detail-states';
import { InfoList } from '../components/info-list';
import { ProjectStatusBadge } from '../components/project-status-badge';
import { SectionTitle } from '../components/section-title';

const route = getRouteApi('/_portal/enterprise/projectDetail');

export function ProjectDetailPage() {
  const t = useT();
  const { id } = route.useSearch();
  const query = useQuery({ ...centreQueries.project(id), enabled: id !== '' });

  return (
    <DetailStates
      title={t('centre.project.detailTitle')}
      id={id}
      query={query}
      backTo="/enterprise/enterpriseProject"
      backLabel="centre.project.backToList"
    >
      {(p) => (
        <Stack gap="lg">
          <InfoList
            items={[
              { label: t('centre.project.name'), value: p.projectName },
              {
                label: t('centre.project.investment'),
                value: `${perTenThousand(p.investment)} ${t('common.tenThousandYuan')}`,
              },
              { label: t('centre.project.startDate'), value: p.startDate },
              { label: t('centre.project.status'), value: <ProjectStatusBadge status={p.status} /> },
              ...(p.enterpriseTypeName
                ? [{ label: t('centre.project.type'), value: p.enterpriseTypeName }]
                : []),
            ]}
          />
          <SectionTitle>{t('centre.project.description')}</SectionTitle>
          <Paper bg="gray.0" p="md" radius="md">
            <Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {p.description || t('centre.project.noDescription')}
            </Text>
          </Paper>
        </Stack>
      )}
    </DetailStates>
  );
}
