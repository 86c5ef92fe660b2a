import { useState } from 'react';
import { Badge, Group, Paper, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useMarkMessageRead } from '../api/centre-mutations';
import { MessageDialog } from '../components/message-dialog';
import { useT } from '../../../shared/i18n/language';
import { centreQueries } from '../api/centre-queries';
import { CentrePage } from '../components/centre-page';
import { PagedList, usePagedQuery, type ListScreenProps } from '../components/paged-list';

export function MyMessagePage(props: ListScreenProps) {
  const t = useT();
  const list = usePagedQuery(props, centreQueries.messages);
  const unread = list.query.data?.records.filter((m) => !m.read).length ?? 0;
  const [openId, setOpenId] = useState<string | null>(null);
  const opened = list.query.data?.records.find((m) => m.id === openId);
  const markRead = useMarkMessageRead();
  const open = (id: string, read: boolean) => {
    setOpenId(id);
    if (!read) markRead.mutate(id);
  };

  return (
    <CentrePage
      title={t('user.myMessage')}
      intro={list.query.data ? t('centre.message.unreadOnPage', { n: unread }) : undefined}
    >
      <PagedList list={list} empty="centre.message.empty">
        {(rows) => (
          <Stack
            gap="sm"
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label={t('user.myMessage')}
          >
            {rows.map((m) => (
              <Paper
                key={m.id}
                component="li"
                withBorder
                radius="md"
                p="md"
                style={{ borderLeft: `4px solid var(--mantine-color-${m.read ? 'gray-3' : 'gov-7'})` }}
              >
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                    {!m.read && (
                      <span
                        aria-hidden
                        style={{
                          width: 8,
                          height: 8,
                          borderRadius: 4,
                          background: 'var(--mantine-color-gov-7)',
                          flexShrink: 0,
                        }}
                      />
                    )}
                    <UnstyledButton onClick={() => open(m.id, m.read)} aria-haspopup="dialog">
                      <Text fw={m.read ? 500 : 700} c="dark.8" td="underline">
                        {m.title}
                      </Text>
                    </UnstyledButton>
                  </Group>
                  <Badge
                    variant={m.read ? 'outline' : 'filled'}
                    color={m.read ? 'gray' : 'gov'}
                    radius="sm"
                    style={{ flexShrink: 0, textTransform: 'none' }}
                  >
                    {m.read ? t('centre.message.read') : t('centre.message.unread')}
                  </Badge>
                </Group>
                <Text size="sm" c="dark.6" mt={6}>
                  {m.content}
                </Text>
                <Text size="xs" c="dark.5" mt={6}>
                  <VisuallyHidden>{t('centre.message.time')}</VisuallyHidden>
                  {m.createTime}
                </Text>
              </Paper>
            ))}
          </Stack>
        )}
      </PagedList>
      {opened && <MessageDialog message={opened} onClose={() => setOpenId(null)} />}
    </CentrePage>
  );
}
