// 新 on a policy card: published since the last look at the saved search whose list this is.
import { Badge } from '@mantine/core';
import { useT } from '../../../shared/i18n/language';

export function NewMark() {
  const t = useT();
  return (
    <Badge
      color="red.9"
      variant="filled"
      radius="sm"
      aria-label={t('savedSearch.newMarkLabel')}
      data-new-mark
    >
      {t('savedSearch.newMark')}
    </Badge>
  );
}
