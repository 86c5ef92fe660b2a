import { useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { downloadFile } from '../api/download';
import { useT } from '../i18n/language';
import { ClipIcon } from './icons';

interface Attachment {
  fileName: string;
  url: string;
}

/** Attachments live on the API hosts; a same-origin absolute address is reduced to its path. */
export function attachmentPath(url: string, origin: string): string | null {
  try {
    const u = new URL(url, origin);
    if (u.origin !== origin || (u.protocol !== 'http:' && u.protocol !== 'https:')) return null;
    return u.pathname + u.search;
  } catch {
    return null;
  }
}

export function AttachmentList({ items }: { items: Attachment[] }) {
  const t = useT();
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  if (items.length === 0) return null;

  const download = async (item: Attachment) => {
    const path = attachmentPath(item.url, window.location.origin);
    if (!path) {
      setFailed(item.url);
      return;
    }
    setBusy(item.url);
    setFailed(null);
    try {
      await downloadFile(path, item.fileName);
    } catch {
      setFailed(item.url);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper withBorder p="md" radius="sm" bg="gray.0" component="section" aria-labelledby="attachments-title">
      <Text id="attachments-title" fw={600} mb="xs" component="h2" fz="md">
        {t('content.attachments')}
      </Text>
      <Stack gap="xs">
        {items.map((item) => (
          <Group key={item.url} justify="space-between" gap="xs" wrap="nowrap">
            <Group gap={6} wrap="nowrap" c="dark.7">
              <ClipIcon />
              <Text fz="sm" style={{ wordBreak: 'break-all' }}>
                {item.fileName}
              </Text>
            </Group>
            <Button
              size="xs"
              variant="light"
              loading={busy === item.url}
              onClick={() => void download(item)}
              aria-label={t('content.downloadNamed', { name: item.fileName })}
            >
              {t('common.download')}
            </Button>
          </Group>
        ))}
        {failed && (
          <Text fz="sm" c="red.8" role="alert">
            {t('content.downloadFailed')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
