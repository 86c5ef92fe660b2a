import { useState } from 'react';
import { Text } from '@mantine/core';
import type { PolicyListItem } from '../../../shared/api/contract';
import { useFormat } from '../../../shared/format/use-format';
import { useT } from '../../../shared/i18n/language';
import { daysLeftOf } from '../../../shared/format/days-left';
import { windowState } from '../common/policy-state';

export function RemainingDays({
  policy,
}: {
  policy: Pick<PolicyListItem, 'applyTimeState' | 'remainingDays' | 'declareEnd'>;
}) {
  const t = useT();
  const fmt = useFormat();
  // the day is read once as the figure shows (as 即将截止 does)
  const [now] = useState(Date.now);
  const state = windowState(policy);
  if (state === 'notStarted')
    return (
      <Text component="span" inherit>
        {t('card.notStarted')}
      </Text>
    );
  if (state === 'closed')
    return (
      <Text component="span" inherit>
        {t('card.closed')}
      </Text>
    );
  // the days from today to the last day, as 即将截止 and the reminders count them
  const left = daysLeftOf(policy, now);
  return (
    <Text component="span" inherit fw={600} c={left <= 7 ? 'gov.8' : 'dark.7'}>
      {fmt.daysLeft(left)}
    </Text>
  );
}
