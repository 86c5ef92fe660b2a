// Offline, part of a list is on the device: say which page is missing and which ones can be opened.
import { Button, Group, Text } from '@mantine/core';
import { useT } from '../../../shared/i18n/language';

interface OfflinePagesProps {
  page: number;
  /** the pages of this list the device holds */
  saved: number[];
  onOpen: (page: number) => void;
}

export function OfflinePages({ page, saved, onOpen }: OfflinePagesProps) {
  const t = useT();
  const others = saved.filter((p) => p !== page);
  if (!others.length) return null;
  return (
    <>
      <Text fz="sm" fw={600} data-testid="offline-pages">
        {t('connection.partial', { page, pages: others.join('、') })}
      </Text>
      <Group justify="center" gap="xs">
        {others.map((p) => (
          <Button key={p} size="xs" variant="light" onClick={() => onOpen(p)}>
            {t('connection.partialGo', { page: p })}
          </Button>
        ))}
      </Group>
    </>
  );
}
