import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Text } from '@mantine/core';
import { useT } from '../../../shared/i18n/language';
import { useOnline } from '../../../shared/offline/online-status';
import { centreQueries, RECENT_APPLIES } from '../api/centre-queries';
import type { UrgePage } from '../api/centre-api';
import { dayOf, isUrgeable, todayInChina } from '../lib/format';
import { CentrePage } from '../components/centre-page';
import { PagedTable, usePagedQuery, type ListScreenProps } from '../components/paged-list';
import type { Column } from '../components/responsive-table';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { OfflineNote } from '../components/offline-note';

const UrgeDialog = lazy(() => import('../components/urge-dialog').then((m) => ({ default: m.UrgeDialog })));
type Row = UrgePage['records'][number];

export function MyUrgeHandlingPage(props: ListScreenProps) {
  const t = useT();
  const online = useOnline();
  const list = usePagedQuery(props, centreQueries.urges);
  // statuses of the recent applications tell which records can still be urged
  const recent = useQuery(centreQueries.applies(RECENT_APPLIES));
  const statusOf = new Map((recent.data?.records ?? []).map((a) => [a.id, a.status]));
  const [dialog, setDialog] = useState<{ applyId?: string; policyName?: string } | null>(null);

  const today = todayInChina();
  const urgedToday = new Set(
    (list.query.data?.records ?? []).filter((u) => dayOf(u.urgeTime) === today).map((u) => u.applyId),
  );
  const offlineTitle = online ? undefined : t('offline.needNetwork');

  const columns: Column<Row>[] = [
    { key: 'name', label: t('centre.urge.policy'), primary: true, render: (r) => r.policyName },
    { key: 'time', label: t('centre.urge.time'), width: 170, render: (r) => r.urgeTime },
    {
      key: 'reply',
      label: t('centre.urge.reply'),
      render: (r) =>
        r.reply ? (
          <Text size="sm">{r.reply}</Text>
        ) : (
          <StatusBadge color="orange">{t('centre.urge.awaiting')}</StatusBadge>
        ),
    },
    {
      key: 'action',
      label: t('centre.action'),
      width: 110,
      render: (r) => {
        const status = statusOf.get(r.applyId);
        if (status && !isUrgeable(status))
          return (
            <Text size="sm" c="dark.5">
              {t('centre.urge.settled')}
            </Text>
          );
        if (urgedToday.has(r.applyId))
          return (
            <Text size="sm" c="dark.5">
              {t('centre.urge.urgedToday')}
            </Text>
          );
        return (
          <Button
            size="compact-sm"
            variant="light"
            disabled={!online}
            title={offlineTitle}
            aria-label={t('centre.urge.againFor', { name: r.policyName })}
            onClick={() => setDialog({ applyId: r.applyId, policyName: r.policyName })}
          >
            {t('centre.urge.again')}
          </Button>
        );
      },
    },
  ];

  return (
    <CentrePage
      title={t('user.myUrge')}
      intro={t('centre.urge.intro')}
      actions={
        <Button onClick={() => setDialog({})} disabled={!online} title={offlineTitle}>
          {t('centre.urge.new')}
        </Button>
      }
    >
      <OfflineNote />
      <PagedTable list={list} empty="centre.urge.empty" columns={columns} caption={t('user.myUrge')} />
      {dialog && (
        <Suspense fallback={null}>
          <UrgeDialog
            onClose={() => setDialog(null)}
            presetApplyId={dialog.applyId}
            presetPolicyName={dialog.policyName}
            urgedToday={urgedToday}
          />
        </Suspense>
      )}
    </CentrePage>
  );
}
