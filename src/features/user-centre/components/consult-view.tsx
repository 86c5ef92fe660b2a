import { Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { useT } from '../../../shared/i18n/language';
import type { ConsultFull } from '../api/centre-api';
import { ConsultAttachments } from './consult-attachments';
import { SectionTitle } from './section-title';
import '@mantine/core/styles/Avatar.layer.css';

/** The question and the department's reply as a conversation, attachments under the question. */
export function ConsultThread({ consult }: { consult: ConsultFull }) {
  const t = useT();
  return (
    <Stack
      gap="md"
      component="ol"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label={t('centre.consult.thread')}
    >
      <Group component="li" align="flex-start" wrap="nowrap" gap="sm">
        <Avatar color="blue" radius="xl" aria-hidden>
          {consult.initiateName.slice(0, 1) || '问'}
        </Avatar>
        <Paper withBorder radius="md" p="md" bg="blue.0" style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" mb={6}>
            <Text fw={600} size="sm">
              {t('centre.consult.asker', { name: consult.initiateName || t('centre.consult.me') })}
            </Text>
            <Text size="xs" c="dark.5">
              {consult.createTime}
            </Text>
          </Group>
          <Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{consult.initiateContent}</Text>
          <Text size="sm" fw={600} mt="md" mb={6}>
            {t('centre.consult.attachments')}
          </Text>
          <ConsultAttachments files={consult.fileList} />
        </Paper>
      </Group>
      <Group component="li" align="flex-start" wrap="nowrap" gap="sm">
        <Avatar color="gov" radius="xl" aria-hidden>
          {t('centre.consult.officeShort')}
        </Avatar>
        <Paper
          withBorder
          radius="md"
          p="md"
          bg={consult.reply ? 'gray.0' : 'orange.0'}
          style={{ flex: 1, minWidth: 0 }}
        >
          <Group justify="space-between" gap="xs" mb={6}>
            <Text fw={600} size="sm">
              {t('centre.consult.office')}
            </Text>
            {consult.replyTime && (
              <Text size="xs" c="dark.5">
                {consult.replyTime}
              </Text>
            )}
          </Group>
          <Text
            style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
            c={consult.reply ? undefined : 'dark.6'}
          >
            {consult.reply ?? t('centre.consult.noReplyYet')}
          </Text>
        </Paper>
      </Group>
    </Stack>
  );
}

export function ConsultSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="sm">
      <SectionTitle>{title}</SectionTitle>
      {children}
    </Stack>
  );
}
