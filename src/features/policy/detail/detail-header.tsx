import { Anchor, Badge, Breadcrumbs, Group, Paper, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useT } from '../../../shared/i18n/language';
import { useFormat } from '../../../shared/format/use-format';
import { DateRangeText, NoWrap } from '../../../shared/ui/no-wrap';
import type { PolicyDetail as PolicyDetailData } from '../../../shared/api/contract';
import { isApplyType } from '../common/policy-state';
import { isDeclaring } from '../../../shared/apply/declaring';
import { RemainingDays } from '../card/remaining-days';
import { TypeBadge } from '../card/type-badge';
import classes from './detail-header.module.css';

export function DetailBreadcrumbs({ current }: { current: string }) {
  const t = useT();
  return (
    <nav aria-label={t('detail.breadcrumb')} className={classes.crumbs}>
      <Breadcrumbs separator="›">
        <Anchor component={Link} to="/indexHome" fz="sm">
          {t('nav.home')}
        </Anchor>
        <Anchor component={Link} to="/policyList" fz="sm">
          {t('detail.list')}
        </Anchor>
        <Text fz="sm" c="dark.6" aria-current="page" lineClamp={1} lang="zh-CN">
          {current}
        </Text>
      </Breadcrumbs>
    </nav>
  );
}

/** Title, labels and the key facts of a policy. */
export function DetailHeader({ policy }: { policy: PolicyDetailData }) {
  const t = useT();
  const f = useFormat();
  const facts: [string, React.ReactNode][] = [
    [
      t('detail.department'),
      <span key="d" lang="zh-CN">
        {policy.competentDepartmentPath || '—'}
      </span>,
    ],
    [
      t('detail.area'),
      <span key="a" lang="zh-CN">
        {policy.areaTypeStr || '—'}
      </span>,
    ],
    [t('detail.window'), <DateRangeText key="w" text={f.serverRange(policy.declareTime)} />],
    [t('detail.remaining'), <RemainingDays key="r" policy={policy} />],
    [
      t('detail.reward'),
      <strong key="m" className={classes.money}>
        <NoWrap>{f.upTo(policy.rewardMoney)}</NoWrap>
      </strong>,
    ],
    [t('detail.publishTime'), <NoWrap key="p">{f.date(policy.publishTime)}</NoWrap>],
    [t('detail.visits'), <NoWrap key="v">{f.number(policy.visits)}</NoWrap>],
    [
      t('detail.contact'),
      policy.contactPhone ? (
        <a key="c" href={`tel:${policy.contactPhone}`}>
          <NoWrap>{policy.contactPhone}</NoWrap>
        </a>
      ) : (
        '—'
      ),
    ],
  ];
  return (
    <Paper radius="md" className={classes.header}>
      <Group gap={6} mb="xs">
        {isDeclaring(policy) && (
          <Badge color="gov" variant="filled" radius="sm">
            {t('card.declaring')}
          </Badge>
        )}
        <TypeBadge apply={isApplyType(policy)} />
        <Badge variant="light" radius="sm" c="dark.7" bg="gray.1">
          {policy.audience === 1 ? t('detail.audienceEnterprise') : t('detail.audiencePeople')}
        </Badge>
      </Group>
      <Title order={1} className={classes.title} lang="zh-CN">
        {policy.policyName}
      </Title>
      <dl className={classes.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={classes.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Paper>
  );
}
