import { Anchor, Badge, Breadcrumbs, Group, Paper, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useT } from '../../../shared/i18n/language';
import type { PolicyDetailData } from '../api/policy-parsers';
import { isApplyType, isDeclaring } from '../lib/policy-state';
import { RemainingDays } from './remaining-days';
import { TypeBadge } from './type-badge';
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
        <Text fz="sm" c="dark.6" aria-current="page" lineClamp={1}>
          {current}
        </Text>
      </Breadcrumbs>
    </nav>
  );
}

/** Title, labels and the key facts of a policy. */
export function DetailHeader({ policy }: { policy: PolicyDetailData }) {
  const t = useT();
  const facts: [string, React.ReactNode][] = [
    [t('detail.department'), policy.competentDepartmentPath || '—'],
    [t('detail.area'), policy.areaTypeStr || '—'],
    [t('detail.window'), policy.declareTime || '—'],
    [t('detail.remaining'), <RemainingDays key="r" policy={policy} />],
    [
      t('detail.reward'),
      <strong key="m" className={classes.money}>
        {policy.rewardMoneyStr || '—'}
      </strong>,
    ],
    [t('detail.publishTime'), policy.publishTime || '—'],
    [t('detail.visits'), policy.visits.toLocaleString('zh-CN')],
    [
      t('detail.contact'),
      policy.contactPhone ? (
        <a key="c" href={`tel:${policy.contactPhone}`}>
          {policy.contactPhone}
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
      <Title order={1} className={classes.title}>
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
