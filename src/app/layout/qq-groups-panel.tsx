import { Button, Group, Stack, Text } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { city } from '../../shared/config/city';
import { useLang, useT } from '../../shared/i18n/language';

export function QqGroupsPanel() {
  const t = useT();
  const lang = useLang();
  const clipboard = useClipboard({ timeout: 1500 });
  return (
    <Stack gap="xs" w={260}>
      <Text fw={600}>{t('tools.qqTitle')}</Text>
      {city.qqGroups.map((g) => (
        <Group key={g.number} justify="space-between" wrap="nowrap">
          <div>
            <Text size="sm">{g.name[lang]}</Text>
            <Text size="sm" c="dark.5">
              {g.number}
            </Text>
          </div>
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => clipboard.copy(g.number)}
            aria-label={`${t('tools.copy')} ${g.number}`}
          >
            {clipboard.copied ? t('tools.copied') : t('tools.copy')}
          </Button>
        </Group>
      ))}
      <Text size="xs" c="dark.5">
        {t('tools.qqHint')}
      </Text>
    </Stack>
  );
}
