// What an enterprise was matched on: its enterprise information, and a note for what is missing or assumed
// (docs/product.md#enterprise-matching): a profile with gaps still gets every policy, never a blank list.
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import type { EnterpriseMatchPage } from '../../../shared/api/contract';
import type { EnterpriseProfileField } from '../../../shared/eligibility/conditions';
import { ENTERPRISE_FIELDS } from '../../../shared/eligibility/enterprise-profile';
import type { MessageKey } from '../../../shared/i18n/catalogue';
import { useLang, useT } from '../../../shared/i18n/language';
import { AnchorLink } from '../../../shared/ui/router-links';
import { countyName, useProfileValue } from './eligibility-rows';
import classes from './enterprise-profile-card.module.css';

const LABEL: Record<EnterpriseProfileField, MessageKey> = {
  enterpriseType: 'explain.kind.enterpriseType',
  industry: 'explain.kind.industry',
  size: 'explain.kind.size',
  founded: 'explain.kind.founded',
  area: 'centre.enterprise.region',
};

type Basis = Pick<EnterpriseMatchPage, 'profile' | 'countySource' | 'missingFields' | 'undecidedCount'>;

export function EnterpriseProfileCard({ basis }: { basis: Basis }) {
  const t = useT();
  const lang = useLang();
  const valueOf = useProfileValue();
  const { profile, countySource, missingFields, undecidedCount } = basis;
  return (
    <Paper withBorder radius="md" p="md" className={classes.root}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('entMatch.profileTitle')}
        </Title>
        <dl className={classes.facts}>
          {ENTERPRISE_FIELDS.map((field) => (
            <div key={field} className={classes.fact} data-field={field}>
              <dt>{t(LABEL[field])}</dt>
              <dd>{valueOf(field, profile)}</dd>
            </div>
          ))}
        </dl>
        {countySource !== 'record' && (
          <Alert color="blue" variant="light" data-testid="county-note">
            {countySource === 'creditCode'
              ? t('entMatch.countyFromCode', { county: countyName(profile.countyCode, lang) ?? '' })
              : t('entMatch.countyNone')}
          </Alert>
        )}
        {missingFields.length > 0 && (
          <Alert
            color="orange"
            variant="light"
            title={t('entMatch.missingTitle')}
            classNames={{ title: classes.noteTitle }}
            data-testid="missing-note"
          >
            <Text size="sm" mb={6}>
              {t('entMatch.missingBody', {
                fields: missingFields.map((f) => t(LABEL[f])).join(lang === 'en' ? ', ' : '、'),
                n: undecidedCount,
              })}
            </Text>
            <AnchorLink to="/enterprise/enterpriseInfo" fw={600} c="gov.8">
              {t('entMatch.missingLink')}
            </AnchorLink>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
