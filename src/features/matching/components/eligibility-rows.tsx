// Every condition of a policy as a row: area, applicant kind, the enterprise fields and each questionnaire
// question, met, not met or missing. Values in the reader's language; the policy's own Chinese words keep
// lang="zh-CN" so a screen reader reads them right in the English interface.
import type { ReactNode } from 'react';
import { Group, List, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/List.layer.css';
import type { ConditionResult } from '../../../shared/api/contract';
import { city } from '../../../shared/config/city';
import type {
  ApplicantProfile,
  ConditionStatus,
  EnterpriseProfileField,
} from '../../../shared/eligibility/conditions';
import { foundedWindow } from '../../../shared/eligibility/describe';
import type { ConditionOutcome } from '../../../shared/eligibility/evaluate';
import type { MessageKey } from '../../../shared/i18n/catalogue';
import { useLang, useT } from '../../../shared/i18n/language';
import { StatusBadge } from '../../../shared/ui/status-badge';
import classes from './match-explanation.module.css';

/** data-status keeps the questionnaire's words: met, unmet, unanswered */
const DATA_STATUS: Record<ConditionStatus, string> = { met: 'met', notMet: 'unmet', unknown: 'unanswered' };
const COLOR: Record<ConditionStatus, string> = { met: 'green', notMet: 'red', unknown: 'gray' };

const zh = (text: string) => <span lang="zh-CN">{text}</span>;

/** What the applicant's record says for an enterprise field, in the reader's language ("未填写" when absent). */
export function useProfileValue() {
  const t = useT();
  const lang = useLang();
  return (field: EnterpriseProfileField, profile: ApplicantProfile): ReactNode => {
    const orMissing = (v: string | undefined) => (v ? zh(v) : t('eligibility.notGiven'));
    switch (field) {
      case 'area':
        return countyName(profile.countyCode, lang) ?? t('eligibility.notGiven');
      case 'enterpriseType':
        return orMissing(profile.enterpriseType);
      case 'industry':
        return orMissing(profile.industry);
      case 'size':
        return profile.size ? t(`eligibility.size.${profile.size}`) : t('eligibility.notGiven');
      case 'founded':
        return profile.foundedOn ?? t('eligibility.notGiven');
    }
  };
}

/** A county's name in the reader's language; undefined for a code that is not the city's. */
export function countyName(code: string | undefined, lang: string): string | undefined {
  const c = city.counties.find((x) => x.code === code);
  return c && (lang === 'en' ? c.nameEn : c.name);
}

function useValues(outcome: ConditionOutcome, profile: ApplicantProfile, question?: ConditionResult) {
  const t = useT();
  const lang = useLang();
  const actualOf = useProfileValue();
  const sep = lang === 'en' ? ', ' : '、';
  const c = outcome.condition;
  switch (c.kind) {
    case 'applicant':
      return {
        label: t('explain.kind.applicant') as ReactNode,
        expected: t(`eligibility.kind.${c.allowed}`) as ReactNode,
        actual: t(`eligibility.kind.${profile.kind}`) as ReactNode,
      };
    case 'area':
      return {
        label: t('explain.kind.area'),
        expected:
          c.counties === 'city'
            ? t('eligibility.cityWide')
            : c.counties.map((x) => countyName(x, lang) ?? t('eligibility.notGiven')).join(sep),
        actual: actualOf('area', profile),
      };
    case 'enterpriseType':
    case 'industry':
      return {
        label: t(`explain.kind.${c.kind}`),
        expected: zh(c.anyOf.join('、')),
        actual: actualOf(c.kind, profile),
      };
    case 'size':
      return {
        label: t('explain.kind.size'),
        expected: c.anyOf.map((s) => t(`eligibility.size.${s}`)).join(sep),
        actual: actualOf('size', profile),
      };
    case 'founded':
      return {
        label: t('explain.kind.founded'),
        expected: foundedWindow(c, t),
        actual: actualOf('founded', profile),
      };
    case 'situation': {
      const answer = question?.answerLabels.join('、') || profile.answerLabels?.[c.fieldCode];
      return {
        label: zh(question?.fieldName ?? c.text),
        expected: zh(question?.acceptedLabels.join('、') || c.text),
        actual: answer ? zh(answer) : null,
      };
    }
  }
}

function statusKey(outcome: ConditionOutcome): MessageKey {
  if (outcome.status === 'met') return 'explain.met';
  if (outcome.status === 'notMet') return 'explain.unmet';
  return outcome.condition.kind === 'situation' ? 'explain.unanswered' : 'explain.missing';
}

function Row({
  outcome,
  profile,
  question,
}: {
  outcome: ConditionOutcome;
  profile: ApplicantProfile;
  question?: ConditionResult | undefined;
}) {
  const t = useT();
  const { label, expected, actual } = useValues(outcome, profile, question);
  const situation = outcome.condition.kind === 'situation';
  return (
    <List.Item
      className={classes.row}
      data-status={DATA_STATUS[outcome.status]}
      data-kind={outcome.condition.kind}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <span className={classes.status}>
          <StatusBadge color={COLOR[outcome.status]} size="sm">
            {t(statusKey(outcome))}
          </StatusBadge>
        </span>
        <Stack gap={2}>
          <Text fz="sm" fw={600}>
            {label}
          </Text>
          {actual !== null && (
            <Text fz="xs" c="dark.6">
              {situation
                ? t('explain.yourAnswer', { answer: '' })
                : t('explain.yourSituation', { actual: '' })}
              {actual}
            </Text>
          )}
          <Text fz="xs" c="dark.6">
            {t('explain.required', { accepted: '' })}
            {expected}
          </Text>
        </Stack>
      </Group>
    </List.Item>
  );
}

export function EligibilityRows({
  outcomes,
  profile,
  questions,
}: {
  outcomes: readonly ConditionOutcome[];
  profile: ApplicantProfile;
  /** the questionnaire conditions with their field names and option labels */
  questions: readonly ConditionResult[];
}) {
  return (
    <>
      {outcomes.map((o, i) => (
        <Row
          key={`${o.condition.kind}-${o.condition.kind === 'situation' ? o.condition.fieldCode : i}`}
          outcome={o}
          profile={profile}
          question={
            o.condition.kind === 'situation'
              ? questions.find((q) => q.fieldCode === (o.condition as { fieldCode: string }).fieldCode)
              : undefined
          }
        />
      ))}
    </>
  );
}
