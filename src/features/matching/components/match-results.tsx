import '@mantine/core/styles/InlineInput.layer.css';
// Tabs 精准匹配 / 可能匹配 / 未匹配 with their counts, the visitor sort radio and the list.
import { Badge, Group, Radio, Tabs, Text } from '@mantine/core';
import type { OrderModel } from '../../../shared/api/contract';
import { useT } from '../../../shared/i18n/language';
import type { MatchingBoard } from '../lib/use-matching-board';
import { countForModel, MATCH_TABS, ORDER_OPTIONS, type MatchCounts } from '../lib/matching-model';
import { MatchList, type RenderMatchedPolicy } from './match-list';

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
    <Tabs value={String(board.tab)} onChange={(v) => board.setTab(Number(v ?? 0))} keepMounted={false}>
      <Tabs.List aria-label={t('match.tabsLabel')}>
        {MATCH_TABS.map((tab, i) => {
          const n = counts ? countForModel(counts, tab.model) : null;
          return (
            <Tabs.Tab
              key={tab.model}
              value={String(i)}
              rightSection={
                n === null ? undefined : (
                  <Badge
                    size="sm"
                    variant={board.tab === i ? 'filled' : 'light'}
                    data-testid={`count-${tab.model}`}
                  >
                    {n}
                  </Badge>
                )
              }
            >
              {t(tab.label)}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {board.kind === 4 && (
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
      )}
      {MATCH_TABS.map((tab, i) => (
        <Tabs.Panel key={tab.model} value={String(i)} pt="md">
          <MatchList board={board} cardHeadingOrder={cardHeadingOrder} renderPolicy={renderPolicy} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
