import { useQuery } from '@tanstack/react-query';
import { Button, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useLang, useT } from '../../../shared/i18n/language';
import { countyByCode } from '../../../shared/config/city';
import { centreQueries } from '../api/centre-queries';
import type { PersonProfile } from '../api/centre-api';
import { CentrePage } from '../components/centre-page';
import { InfoList } from '../components/info-list';
import { QueryBody } from '../../../shared/ui/query-body';
import { SectionTitle } from '../components/section-title';
import { PREFERENCE_LABELS } from '../lib/format';

export function PersonInfoPage() {
  const t = useT();
  const lang = useLang();
  const query = useQuery(centreQueries.person());

  const body = (p: PersonProfile) => {
    const county = countyByCode(p.countyCode);
    const pref = p.contactPreference ? PREFERENCE_LABELS[p.contactPreference] : undefined;
    return (
      <Stack gap="lg">
        <SectionTitle>{t('centre.person.identity')}</SectionTitle>
        <InfoList
          items={[
            { label: t('centre.person.name'), value: p.userName },
            { label: t('centre.person.idCard'), value: p.idCardMasked },
            { label: t('centre.person.phone'), value: p.phoneMasked },
          ]}
        />
        <SectionTitle>{t('centre.person.contact')}</SectionTitle>
        <InfoList
          items={[
            {
              label: t('centre.person.county'),
              value: county ? (lang === 'en' ? county.nameEn : county.name) : t('centre.person.notSet'),
            },
            { label: t('centre.person.address'), value: p.address ?? t('centre.person.notSet') },
            { label: t('centre.person.preference'), value: pref ? t(pref) : t('centre.person.notSet') },
          ]}
        />
      </Stack>
    );
  };

  return (
    <CentrePage
      title={t('user.personInfo')}
      intro={t('centre.person.intro')}
      actions={
        <Button component={Link} to="/enterprise/editPersonInfo">
          {t('user.editPersonInfo')}
        </Button>
      }
    >
      <QueryBody query={query} rows={5} height={32}>
        {body}
      </QueryBody>
    </CentrePage>
  );
}
