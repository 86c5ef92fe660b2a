import type { ReactNode } from 'react';
import { Badge, Button, Group, Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import type { PolicyListItem } from '../../../shared/api/contract';
import { useT } from '../../../shared/i18n/language';
import { cardHref } from './card-urls';
import { isApplyType } from '../common/policy-state';
import { isDeclaring } from '../../../shared/apply/declaring';
import { RemainingDays } from './remaining-days';
import { TypeBadge } from './type-badge';
import classes from './policy-card.module.css';
import { AnchorLink } from '../../../shared/ui/router-links';
import { useFormat } from '../../../shared/format/use-format';
import { DateRangeText, NoWrap } from '../../../shared/ui/no-wrap';

interface PolicyCardProps {
  policy: PolicyListItem;
  headingOrder?: 2 | 3 | 4;
  /** extra controls, e.g. 保存到本机 from the offline feature */
  actions?: ReactNode;
  /** extra marks beside the state badges, e.g. 新 from a saved search */
  marks?: ReactNode;
}

export function PolicyCard({ policy, headingOrder = 3, actions, marks }: PolicyCardProps) {
  const t = useT();
  const f = useFormat();
  const apply = isApplyType(policy);
  return (
    <Paper component="article" className={classes.card} radius="md" data-policy-id={policy.id}>
      <div className={classes.main}>
        <Group gap={6} mb={6}>
          {isDeclaring(policy) && (
            <Badge color="gov" variant="filled" radius="sm" className={classes.declaring}>
              {t('card.declaring')}
            </Badge>
          )}
          <TypeBadge apply={apply} />
          {marks}
        </Group>
        <Title order={headingOrder} className={classes.title}>
          <AnchorLink
            to="/policyDetail"
            search={{ id: policy.id }}
            className={classes.titleLink}
            underline="hover"
          >
            <span lang="zh-CN">{policy.policyName}</span>
          </AnchorLink>
        </Title>
        <dl className={classes.meta}>
          <div>
            <dt>{t('card.department')}</dt>
            <dd lang="zh-CN">{policy.competentDepartmentPath || '—'}</dd>
          </div>
          <div>
            <dt>{t('card.area')}</dt>
            <dd lang="zh-CN">{policy.areaTypeStr || '—'}</dd>
          </div>
          <div>
            <dt>{t('card.declareTime')}</dt>
            <dd>
              <DateRangeText text={f.serverRange(policy.declareTime)} />
            </dd>
          </div>
        </dl>
      </div>
      <div className={classes.side}>
        <Text className={classes.rewardLabel}>{t('card.reward')}</Text>
        <Text className={classes.reward}>
          <NoWrap>{f.upTo(policy.rewardMoney)}</NoWrap>
        </Text>
        <Text fz="sm" c="dark.6" className={classes.remaining}>
          {f.label(t('card.remainingDays'))}
          <RemainingDays policy={policy} />
        </Text>
        <Group gap="xs" justify="flex-end" wrap="wrap" className={classes.buttons}>
          {actions}
          <Button
            component="a"
            href={cardHref(policy)}
            target="_blank"
            rel="noopener"
            variant={apply ? 'filled' : 'outline'}
            data-testid="card-action"
          >
            {apply ? t('card.oneClickApply') : t('card.view')}
            <VisuallyHidden>
              <span lang="zh-CN">{policy.policyName}</span>
              {t('card.newTab')}
            </VisuallyHidden>
          </Button>
        </Group>
      </div>
    </Paper>
  );
}
