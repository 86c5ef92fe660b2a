// 保存于 {time}: beside content read from the device while offline; nothing while online.
import { Text, type TextProps } from '@mantine/core';
import { useLang, useT } from '../../../shared/i18n/language';
import { useOnline } from '../../../shared/offline/online-status';
import { formatSavedTime } from '../../../shared/offline/saved-time';

interface OfflineSavedAtProps extends TextProps {
  /** the query's `dataUpdatedAt` (or a saved policy's time) in epoch ms */
  updatedAt: number;
  /** show even while online (saved policies always say when they were saved) */
  always?: boolean;
}

export function OfflineSavedAt({ updatedAt, always = false, ...textProps }: OfflineSavedAtProps) {
  const t = useT();
  const lang = useLang();
  const online = useOnline();
  if ((online && !always) || updatedAt <= 0) return null;
  return (
    <Text size="sm" c="dark.5" {...textProps}>
      {t('offline.savedAt', { time: formatSavedTime(updatedAt, lang) })}
    </Text>
  );
}
