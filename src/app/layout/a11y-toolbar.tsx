// 长辈模式 / 无障碍 in the header and the phone drawer: first stops after the site name, before the nav.
import { Button, Group } from '@mantine/core';
import { Popover } from '../../shared/ui/lazy-floating';
import { announce } from '../../shared/a11y/announce';
import { updateSettings, useA11ySettings } from '../../shared/a11y/settings';
import { useT } from '../../shared/i18n/language';
import { A11yPanel } from './a11y-panel';
import classes from './a11y-toolbar.module.css';

export function A11yToolbar() {
  const t = useT();
  const { elder } = useA11ySettings();
  const toggleElder = () => {
    updateSettings({ elder: !elder });
    announce(t(elder ? 'a11y.announce.elderOff' : 'a11y.announce.elderOn'));
  };
  return (
    <Group gap={6} className={classes.toolbar} data-a11y-toolbar>
      <Button
        size="compact-sm"
        variant={elder ? 'filled' : 'outline'}
        aria-pressed={elder}
        onClick={toggleElder}
        data-testid="elder-toggle"
      >
        {t('a11y.elder')}
      </Button>
      <Popover position="bottom-end" trapFocus returnFocus withArrow shadow="md">
        <Popover.Target>
          <Button size="compact-sm" variant="outline" data-testid="a11y-open">
            {t('a11y.toolbar')}
          </Button>
        </Popover.Target>
        <Popover.Dropdown className={classes.panel} data-a11y-toolbar>
          <A11yPanel />
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
