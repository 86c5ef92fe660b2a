import { Stack, Text } from '@mantine/core';
import { renderSVG } from 'uqr';
import { city } from '../../shared/config/city';
import { useLang, useT } from '../../shared/i18n/language';

export function AppQrPanel() {
  const t = useT();
  const lang = useLang();
  const svg = renderSVG(city.provincialApp.downloadUrl, { border: 1 });
  return (
    <Stack gap="xs" w={200} align="center">
      <Text fw={600}>{t('tools.appTitle')}</Text>
      <img
        width={160}
        height={160}
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
        alt={`${city.provincialApp.name[lang]}：${city.provincialApp.downloadUrl}`}
      />
      <Text size="xs" c="dark.5" ta="center">
        {t('tools.appHint')}
      </Text>
    </Stack>
  );
}
