import type { ReactNode } from 'react';
import { Tabs } from '@mantine/core';
import '@mantine/core/styles/Tabs.layer.css';
import type { Audience } from '../../../shared/api/contract';
import { useT } from '../../../shared/i18n/language';
import classes from './audience-tabs.module.css';

interface AudienceTabsProps {
  audience: Audience;
  onChange: (audience: Audience) => void;
  /** the panel content of the active tab */
  children: ReactNode;
}

/** Home only: 惠企政策 / 惠民政策. */
export function AudienceTabs({ audience, onChange, children }: AudienceTabsProps) {
  const t = useT();
  return (
    <Tabs
      value={String(audience)}
      onChange={(v) => v && onChange(Number(v) as Audience)}
      variant="unstyled"
      classNames={{ root: classes.root, list: classes.list, tab: classes.tab, panel: classes.panel }}
      keepMounted={false}
      activateTabWithKeyboard
    >
      <Tabs.List aria-label={t('home.tabsLabel')}>
        <Tabs.Tab value="1">{t('home.tabEnterprise')}</Tabs.Tab>
        <Tabs.Tab value="2">{t('home.tabPeople')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="1">{audience === 1 && children}</Tabs.Panel>
      <Tabs.Panel value="2">{audience === 2 && children}</Tabs.Panel>
    </Tabs>
  );
}
