import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ApplicationReason } from '../components/application-reason';
import { ApplyHistory } from '../components/apply-history';
import { SubmittedFiles } from '../components/submitted-files';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { accountKind, useSession } from '../../../shared/auth/session';
import { useT } from '../../../shared/i18n/language';
import { applyQueries } from '../api/apply-api';
import { ApplyStatusBadge } from '../../../shared/ui/apply-status-badge';
import { BackLinks } from '../../../shared/ui/back-links';
import { ContentPage } from '../../../shared/ui/content-page';
import { LoginPrompt } from '../../../shared/ui/login-prompt';
import { useFormat } from '../../../shared/format/use-format';
import { PolicyLink } from '../../../shared/ui/policy-link';
import { TextSkeleton, isNotFound } from '../../../shared/ui/query-states';
import { QueryBody } from '../../../shared/ui/query-body';
import { NotFoundPanel } from '../../../shared/ui/not-found-panel';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dark.5">
        {label}
      </Text>
      <Text fz="sm" fw={500} component="div">
        {children}
      </Text>
    </div>
  );
}

export function ApplyDetailPage({ id }: { id: string }) {
  const t = useT();
  const fmt = useFormat();
  const loggedIn = accountKind(useSession()) !== 4;
  const detail = useQuery({ ...applyQueries.detail(id), enabled: loggedIn && id !== '' });
  const title = t('content.applyDetail.title');
  const crumbs = [{ label: t('user.myApply'), to: '/enterprise/myApply' as const }];

  let body: React.ReactNode;
  if (!loggedIn) body = <LoginPrompt message={t('content.applyDetail.needLogin')} />;
  else if (id === '' || (detail.isError && isNotFound(detail.error)))
    body = (
      <NotFoundPanel
        titleOrder={2}
        title={t('content.applyDetail.missingTitle')}
        body={t('content.applyDetail.missingBody')}
        back={{ to: '/enterprise/myApply', label: t('user.myApply') }}
      />
    );
  else
    body = (
      <QueryBody query={detail} loading={<TextSkeleton />}>
        {(d) => {
          const money = fmt.money(d.rewardMoney);
          return (
            <Stack gap="xl">
              <Group justify="space-between" align="flex-start" gap="sm">
                <Title order={2} fz="lg" style={{ flex: '1 1 300px' }}>
                  <PolicyLink id={d.policyId} c="dark.8" fw={600} inherit>
                    {d.policyName}
                  </PolicyLink>
                </Title>
                <ApplyStatusBadge status={d.status} size="lg" />
              </Group>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
                <Fact label={t('content.applyDetail.number')}>{d.id}</Fact>
                <Fact label={t('content.applyDetail.applicant')}>{d.applicantName || '—'}</Fact>
                <Fact label={t('content.applyDetail.time')}>{d.applyTime}</Fact>
                <Fact label={t('content.applyDetail.amount')}>{money}</Fact>
                {d.grantedMoney !== undefined && (
                  <Fact label={t('content.applyDetail.granted')}>
                    <span data-testid="detail-granted">{fmt.money(d.grantedMoney)}</span>
                  </Fact>
                )}
                {d.paidMoney !== undefined && (
                  <Fact label={t('content.applyDetail.paid')}>
                    <span data-testid="detail-paid">{fmt.money(d.paidMoney)}</span>
                  </Fact>
                )}
              </SimpleGrid>
              <ApplicationReason detail={d} />
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
                <section>
                  <Title order={2} fz="md" mb="md">
                    {t('content.applyDetail.progress')}
                  </Title>
                  {d.history && d.history.length > 0 ? (
                    <ApplyHistory history={d.history} />
                  ) : (
                    <ApplyHistory
                      history={d.progress.map((p) => ({
                        status: d.status,
                        time: p.time,
                        remark: `${p.node} ${p.remark}`,
                      }))}
                    />
                  )}
                </section>
                <section>
                  <Title order={2} fz="md" mb="md">
                    {t('content.applyDetail.materials')}
                  </Title>
                  {d.materials.length === 0 ? (
                    <Text fz="sm" c="dark.6">
                      {t('content.applyDetail.noMaterials')}
                    </Text>
                  ) : (
                    <SubmittedFiles materials={d.materials} files={d.files ?? []} />
                  )}
                </section>
              </SimpleGrid>
              <Group>
                <Button component={Link} to="/enterprise/myApply" variant="default">
                  {t('content.applyDetail.backToMine')}
                </Button>
              </Group>
            </Stack>
          );
        }}
      </QueryBody>
    );

  return (
    <ContentPage title={title} crumbs={crumbs}>
      {body}
      {!loggedIn && <BackLinks listLabel={t('nav.directPayment')} listTo="/policyList" />}
    </ContentPage>
  );
}
