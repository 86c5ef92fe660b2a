import { Stack, Text } from '@mantine/core';
import { AnchorLink } from '../../../shared/ui/router-links';
import { useT } from '../../../shared/i18n/language';
import { useRichT } from '../../../shared/i18n/rich-text';
import { useFormat } from '../../../shared/format/use-format';
import { serverText } from '../../../shared/ui/server-text';
import { centreQueries } from '../api/centre-queries';
import type { ApplyRow } from '../api/centre-api';
import { ApplyStatusBadge } from '../../../shared/ui/apply-status-badge';
import { CentrePage } from '../components/centre-page';
import { PagedTable, usePagedQuery, type ListScreenProps } from '../components/paged-list';
import type { Column } from '../components/responsive-table';

/** The policy; returned or not approved, the reviewer's reason under it, in the reviewer's words. */
function PolicyCell({ row }: { row: ApplyRow }) {
  const richT = useRichT();
  if (!row.reason || (row.status !== 'returned' && row.status !== 'rejected'))
    return serverText(row.policyName);
  return (
    <Stack gap={2}>
      <span lang="zh-CN">{row.policyName}</span>
      <Text fz="xs" c="dark.6" data-testid="apply-row-reason">
        {richT(row.status === 'returned' ? 'apply.reasonOf' : 'apply.rejectReasonOf', {
          reason: serverText(row.reason),
        })}
      </Text>
    </Stack>
  );
}

/**
 * The amount as far as the money went: received at 已到账, granted from 审核通过, else the policy's amount
 * applied for; a line under it says which (in 万元 in Chinese, the label names the unit).
 */
function AmountCell({ row }: { row: ApplyRow }) {
  const t = useT();
  const f = useFormat();
  const [yuan, which] =
    row.paidMoney !== undefined
      ? ([row.paidMoney, 'centre.apply.amountPaid'] as const)
      : row.grantedMoney !== undefined
        ? ([row.grantedMoney, 'centre.apply.amountGranted'] as const)
        : ([row.rewardMoney, 'centre.apply.amountAsked'] as const);
  return (
    <Stack gap={0} align="flex-end" data-testid="apply-row-amount">
      <Text span size="sm" ff="monospace">
        {f.inUnit(yuan, 'tenThousand')}
      </Text>
      <Text span fz="xs" c="dark.6">
        {t(which)}
      </Text>
    </Stack>
  );
}

export function MyApplyPage(props: ListScreenProps) {
  const t = useT();
  const f = useFormat();
  const list = usePagedQuery(props, centreQueries.applies);

  const columns: Column<ApplyRow>[] = [
    { key: 'name', label: t('centre.apply.policy'), primary: true, render: (r) => <PolicyCell row={r} /> },
    { key: 'time', label: t('centre.apply.time'), width: 170, render: (r) => f.dateTime(r.applyTime) },
    {
      key: 'money',
      label: t('centre.apply.amount'),
      width: 130,
      align: 'right',
      render: (r) => <AmountCell row={r} />,
    },
    {
      key: 'status',
      label: t('centre.apply.status'),
      width: 110,
      render: (r) => <ApplyStatusBadge status={r.status} />,
    },
    {
      key: 'action',
      label: t('centre.action'),
      width: 100,
      render: (r) => (
        <AnchorLink
          to="/applyDetail"
          search={{ id: r.id }}
          size="sm"
          c="gov.8"
          aria-label={t(r.status === 'returned' ? 'apply.correctOf' : 'centre.apply.viewOf', {
            name: r.policyName,
          })}
        >
          {r.status === 'returned' ? t('apply.correctAction') : t('centre.viewDetail')}
        </AnchorLink>
      ),
    },
  ];

  return (
    <CentrePage title={t('user.myApply')} intro={t('centre.apply.intro')}>
      <PagedTable list={list} empty="centre.apply.empty" columns={columns} caption={t('user.myApply')} />
    </CentrePage>
  );
}
