// A person's (or visitor's) matches: the tabs with their counts, the visitor sort radio and the list.
// its Mantine sheets come with it: the dialog may open before any other screen has loaded them
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import { Group, Radio, Text } from '@mantine/core';
import type { OrderModel } from '../../../shared/api/contract';
import { useT } from '../../../shared/i18n/language';
import type { MatchingBoard } from '../lib/use-matching-board';
import { ORDER_OPTIONS, type MatchCounts } from '../lib/matching-model';
import { MatchList, type RenderMatchedPolicy } from './match-list';
import { MatchTabs } from './match-tabs';

export function MatchResults({
  board,
  counts,
  cardHeadingOrder,
  renderPolicy,
}: {
  board: MatchingBoard;
  counts: MatchCounts | null;
  cardHeadingOrder: 3 | 4;
  renderPolicy: RenderMatchedPolicy;
}) {
  const t = useT();
  return (
    <MatchTabs
      tab={board.tab}
      onTabChange={board.setTab}
      counts={counts}
      between={
        board.kind === 4 && (
          <Radio.Group
            mt="sm"
            value={String(board.orderModel)}
            onChange={(v) => board.setOrderModel(Number(v) as OrderModel)}
            label={
              <Text span size="sm" c="dark.6">
                {t('match.sortLabel')}
                <Text span size="xs" c="dark.5" ml="xs">
                  {t('match.visitorHint')}
                </Text>
              </Text>
            }
          >
            <Group gap="lg" mt={6}>
              {ORDER_OPTIONS.map((o) => (
                <Radio key={o.value} value={String(o.value)} label={t(o.label)} />
              ))}
            </Group>
          </Radio.Group>
        )
      }
      panel={<MatchList board={board} cardHeadingOrder={cardHeadingOrder} renderPolicy={renderPolicy} />}
    />
  );
}
