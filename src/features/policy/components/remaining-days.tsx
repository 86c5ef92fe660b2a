import { Text } from '@mantine/core';
import type { PolicyListItem } from '../../../shared/api/contract';
import { useFormat } from '../../../shared/format/use-format';
import { useT } from '../../../shared/i18n/language';
import { windowState } from '../lib/policy-state';

export function RemainingDays({
  policy,
}: {
  policy: Pick<PolicyListItem, 'applyTimeState' | 'remainingDays'>;
}) {
  const t = useT();
  const fmt = useFormat();
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
  return (
    <Text component="span" inherit fw={600} c={policy.remainingDays <= 7 ? 'gov.8' : 'dark.7'}>
      {fmt.days(policy.remainingDays)}
    </Text>
  );
}
