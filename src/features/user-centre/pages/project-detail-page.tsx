import { Paper, Text } from '@mantine/core';
import { useT } from '../../../shared/i18n/language';
import { centreQueries } from '../api/centre-queries';
import { useFormat } from '../../../shared/format/use-format';
import { DetailStates } from '../components/detail-states';
import { InfoList } from '../components/info-list';
import { ProjectStatusBadge } from '../components/project-status-badge';
import { SectionTitle } from '../components/section-title';

export function ProjectDetailPage({ id }: { id: string }) {
  const t = useT();
  const fmt = useFormat();

  return (
    <DetailStates
      title={t('centre.project.detailTitle')}
      id={id}
      options={centreQueries.project(id)}
      backTo="/enterprise/enterpriseProject"
      backLabel="centre.project.backToList"
    >
      {(p) => (
        <>
          <InfoList
            items={[
              { label: t('centre.project.name'), value: p.projectName },
              { label: t('centre.project.investment'), value: fmt.inUnit(p.investment, 'tenThousand') },
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
        </>
      )}
    </DetailStates>
  );
}
