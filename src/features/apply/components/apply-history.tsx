import { Timeline, Text } from '@mantine/core';
import type { ApplyEvent } from '../../../shared/api/contract';
import { useT } from '../../../shared/i18n/language';
import { APPLY_STATUS_VIEW } from '../../../shared/ui/apply-status-badge';
import { MoneyStep, StepTime } from '../../../shared/ui/money-step';

/** Each step with the time it happened, as the server recorded it; a money step with its amount and account. */
export function ApplyHistory({ history }: { history: ApplyEvent[] }) {
  const t = useT();
  const last = history[history.length - 1];
  const bad = last?.status === 'rejected' || last?.status === 'returned';
  return (
    <Timeline
      active={history.length - 1}
      bulletSize={18}
      lineWidth={2}
      color={bad ? 'red' : 'gov'}
      data-testid="history"
    >
      {history.map((e, i) => (
        <Timeline.Item
          key={`${e.status}-${e.time}-${i}`}
          data-testid="history-step"
          data-status={e.status}
          title={
            <Text fw={600} fz="sm">
              {/* a submitted step after the first is the application sent again after a return */}
              {i > 0 && e.status === 'submitted'
                ? t('apply.resubmitted')
                : t(APPLY_STATUS_VIEW[e.status].label)}
            </Text>
          }
        >
          <Text fz="sm" c="dark.6" lang="zh-CN">
            {e.remark}
          </Text>
          {e.correction && e.correction.replaced.length > 0 && (
            <Text fz="xs" c="dark.6">
              {t('apply.replaced', { names: '\u0000' }).split('\u0000')[0]}
              <span lang="zh-CN">{e.correction.replaced.join('、')}</span>
              {t('apply.replaced', { names: '\u0000' }).split('\u0000')[1]}
            </Text>
          )}
          <MoneyStep amount={e.amount} paid={e.status === 'paid'} payee={e.payee} />
          <StepTime time={e.time} />
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
