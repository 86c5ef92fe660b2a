import { Text } from '@mantine/core';
import { useFormat } from '../format/use-format';
import { useT } from '../i18n/language';

/** "来源：…" / "Source: …": the label in the reader's language, the server-sent source marked as Chinese. */
export function SourceText({ source }: { source: string }) {
  const t = useT();
  const fmt = useFormat();
  return (
    <Text inherit>
      {fmt.label(t('common.sourceLabel'))}
      <span lang="zh-CN">{source}</span>
    </Text>
  );
}
