// A screen whose data is not on the device, offline: what is missing, what the device does hold, and
// that the screen fills in by itself once the connection returns (its query refetches on reconnect).
import type { ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useT } from '../i18n/language';
import { OfflineIcon } from './icons';
import classes from './not-found-panel.module.css';

interface OfflinePanelProps {
  /** what could not load, e.g. "政策列表加载失败"; the generic "not saved on this device" otherwise */
  title?: string;
  /** what the device holds of this very screen (e.g. the list pages it saved) */
  children?: ReactNode;
  /** 2 inside a page that has its own h1 (the default), 3 inside a section */
  titleOrder?: 2 | 3;
}

export function OfflinePanel({ title, children, titleOrder = 2 }: OfflinePanelProps) {
  const t = useT();
  return (
    <Paper radius="md" className={classes.panel} role="status" data-testid="offline-panel">
      <Stack align="center" gap="sm" ta="center">
        <span className={classes.icon} aria-hidden>
          <OfflineIcon />
        </span>
        <Title order={titleOrder} fz={20}>
          {title ?? t('connection.offlineTitle')}
        </Title>
        <Text c="dark.6" maw={520}>
          {t('connection.offlineBody')}
        </Text>
        {children}
        <Group justify="center">
          <Button component={Link} to="/savedPolicies">
            {t('connection.savedPolicies')}
          </Button>
          <Button component={Link} to="/policyList" variant="default">
            {t('connection.cachedList')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
