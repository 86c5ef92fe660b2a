import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { AnchorLink } from '../../../shared/ui/router-links';
import { useLang, useT } from '../../../shared/i18n/language';
import { useOnline } from '../../../shared/offline/online-status';
import { countyByCode } from '../../../shared/config/city';
import { centreQueries } from '../api/centre-queries';
import type { EnterpriseProfile } from '../api/centre-api';
import { CentrePage } from '../components/centre-page';
import { InfoList } from '../components/info-list';
import { QueryBody } from '../../../shared/ui/query-body';
import { SectionTitle } from '../components/section-title';
import { BankChangeRecords } from '../components/bank-change-records';
import { OfflineNote } from '../components/offline-note';

const BankChangeDialog = lazy(() =>
  import('../components/bank-change-dialog').then((m) => ({ default: m.BankChangeDialog })),
);

export function EnterpriseInfoPage() {
  const t = useT();
  const lang = useLang();
  const online = useOnline();
  const query = useQuery(centreQueries.enterprise());
  const [dialogOpen, setDialogOpen] = useState(false);

  const body = (e: EnterpriseProfile) => {
    // the stored code is a street code; its first six digits name the county
    const county = e.countyCode ? countyByCode(e.countyCode.slice(0, 6)) : undefined;
    return (
      <Stack gap="lg">
        {e.state === 1 && (
          <Alert color="orange" variant="light" title={t('login.completeEnterprise')} role="alert">
            <Text size="sm" mb={6}>
              {t('centre.enterprise.incompleteBody')}
            </Text>
            <AnchorLink to="/infoCompletion" fw={600} c="gov.8">
              {t('centre.enterprise.completeNow')}
            </AnchorLink>
          </Alert>
        )}
        <SectionTitle>{t('centre.enterprise.basic')}</SectionTitle>
        <InfoList
          items={[
            { label: t('centre.enterprise.name'), value: e.enterpriseName },
            { label: t('centre.enterprise.code'), value: e.enterpriseCode },
            { label: t('centre.enterprise.legalPerson'), value: e.legalPerson },
            { label: t('centre.enterprise.type'), value: e.enterpriseType },
            { label: t('centre.enterprise.capital'), value: e.registeredCapital },
            { label: t('centre.enterprise.established'), value: e.establishDate },
            { label: t('centre.enterprise.address'), value: e.address },
            {
              label: t('centre.enterprise.region'),
              value: county
                ? lang === 'en'
                  ? county.nameEn
                  : county.name
                : t('centre.enterprise.regionMissing'),
            },
            { label: t('centre.enterprise.phone'), value: e.contactPhoneMasked },
          ]}
        />
        <SectionTitle
          action={
            <Button
              size="xs"
              onClick={() => setDialogOpen(true)}
              disabled={!online}
              title={online ? undefined : t('offline.needNetwork')}
            >
              {t('centre.bank.change')}
            </Button>
          }
        >
          {t('centre.bank.title')}
        </SectionTitle>
        <OfflineNote />
        <InfoList
          items={[
            { label: t('centre.bank.name'), value: e.bankName ?? t('centre.bank.notSet') },
            { label: t('centre.bank.account'), value: e.bankAccountMasked ?? t('centre.bank.notSet') },
          ]}
        />
        <SectionTitle>{t('centre.bank.records')}</SectionTitle>
        <BankChangeRecords enterpriseId={e.enterpriseId} />
        {dialogOpen && (
          <Suspense fallback={null}>
            <BankChangeDialog
              opened
              onClose={() => setDialogOpen(false)}
              enterpriseId={e.enterpriseId}
              currentBankName={e.bankName}
            />
          </Suspense>
        )}
      </Stack>
    );
  };

  return (
    <CentrePage title={t('user.enterpriseInfo')}>
      <QueryBody query={query} rows={8} height={32}>
        {body}
      </QueryBody>
    </CentrePage>
  );
}
