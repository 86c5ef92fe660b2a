// 即将截止: saved policies and the user's own unfinished applications whose window closes within 7 days,
// soonest first; read from the device, so it shows offline too.
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useFormat } from '../../../shared/format/use-format';
import { useT } from '../../../shared/i18n/language';
import { upcomingDeadlines, type Deadline } from '../../../shared/offline/deadline-reminders';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { AnchorLink } from '../../../shared/ui/router-links';
import { savedPolicyViews } from '../../../shared/offline/saved-policy-views';
import { useDeviceStore } from '../../../shared/storage/use-device-store';
import { ReminderSwitch } from './reminder-switch';

interface DeadlineSectionProps {
  /** the user's own applications, supplied by the screen that has them */
  applications?: readonly Deadline[];
  headingOrder?: 2 | 3;
  /** hide the whole section when nothing closes soon (home) */
  hideWhenEmpty?: boolean;
  now?: number;
}

export function DeadlineSection({
  applications = [],
  headingOrder = 2,
  hideWhenEmpty = false,
  now,
}: DeadlineSectionProps) {
  const t = useT();
  const f = useFormat();
  // the day is read once as the section opens (a test or caller may fix it)
  const [openedAt] = useState(Date.now);
  const saved = useDeviceStore(savedPolicyViews.list);
  const fromSaved: Deadline[] = (saved.data ?? []).map((s) => ({
    id: s.id,
    policyId: s.id,
    name: s.detail.policyName,
    deadline: s.detail.declareEnd,
    source: 'saved',
  }));
  const soon = upcomingDeadlines([...fromSaved, ...applications], now ?? openedAt);
  if (hideWhenEmpty && soon.length === 0) return null;

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="deadline-title" data-noprint>
      <Stack gap="sm">
        <Title order={headingOrder} fz="lg" id="deadline-title">
          {t('reminder.soonTitle')}
        </Title>
        <Text fz="sm" c="dark.6">
          {t('reminder.soonIntro')}
        </Text>
        {soon.length === 0 ? (
          <Text fz="sm">{t('reminder.empty')}</Text>
        ) : (
          <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {soon.map((d) => (
              <Group component="li" key={`${d.source}:${d.id}`} justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={0}>
                  {d.source === 'saved' ? (
                    <AnchorLink to="/savedPolicies" search={{ id: d.policyId }} lang="zh-CN">
                      {d.name}
                    </AnchorLink>
                  ) : (
                    <AnchorLink to="/policyDetail" search={{ id: d.policyId }} lang="zh-CN">
                      {d.name}
                    </AnchorLink>
                  )}
                  <Text fz="xs" c="dark.6" style={{ whiteSpace: 'nowrap' }}>
                    {t('reminder.deadline', { date: f.date(d.deadline) })}
                  </Text>
                </Stack>
                <Group gap={6}>
                  <StatusBadge color="gray" size="sm">
                    {t(d.source === 'saved' ? 'reminder.sourceSaved' : 'reminder.sourceApplication')}
                  </StatusBadge>
                  <StatusBadge color={d.daysLeft <= 1 ? 'red' : 'orange'} size="sm">
                    {d.daysLeft === 0
                      ? t('reminder.closesToday')
                      : f.count(d.daysLeft, 'reminder.dayLeft', 'reminder.daysLeft')}
                  </StatusBadge>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
        <ReminderSwitch />
      </Stack>
    </Paper>
  );
}
