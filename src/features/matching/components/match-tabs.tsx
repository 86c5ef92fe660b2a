import '@mantine/core/styles/InlineInput.layer.css';
// Tabs 精准匹配 / 可能匹配 / 未匹配 with their counts: one tab bar for people's and enterprises' matches.
import type { ReactNode } from 'react';
import { Badge, Tabs } from '@mantine/core';
import type { MatchingModel } from '../../../shared/api/contract';
import type { MessageKey } from '../../../shared/i18n/catalogue';
import { useT } from '../../../shared/i18n/language';
import { countForModel, MATCH_TABS, type MatchCounts } from '../lib/matching-model';
import classes from './match-tabs.module.css';

export function MatchTabs({
  tab,
  onTabChange,
  counts,
  labelOf,
  between,
  panel,
}: {
  tab: number;
  onTabChange: (tab: number) => void;
  counts: MatchCounts | null;
  /** a tab's words where the screen names a group otherwise */
  labelOf?: (model: MatchingModel, label: MessageKey) => MessageKey;
  /** shown between the tab bar and the list (the visitor's sort) */
  between?: ReactNode;
  /** the open tab's list */
  panel: ReactNode;
}) {
  const t = useT();
  return (
    <Tabs
      value={String(tab)}
      onChange={(v) => onTabChange(Number(v ?? 0))}
      keepMounted={false}
      classNames={{ list: classes.list, tab: classes.tab }}
    >
      <Tabs.List aria-label={t('match.tabsLabel')}>
        {MATCH_TABS.map((item, i) => {
          const n = counts ? countForModel(counts, item.model) : null;
          return (
            <Tabs.Tab
              key={item.model}
              value={String(i)}
              rightSection={
                n === null ? undefined : (
                  <Badge
                    size="sm"
                    variant={tab === i ? 'filled' : 'light'}
                    data-testid={`count-${item.model}`}
                  >
                    {n}
                  </Badge>
                )
              }
            >
              {t(labelOf?.(item.model, item.label) ?? item.label)}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {between}
      {MATCH_TABS.map((item, i) => (
        <Tabs.Panel key={item.model} value={String(i)} pt="md">
          {panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
