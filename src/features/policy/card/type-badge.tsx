import { Badge } from '@mantine/core';
import { useT } from '../../../shared/i18n/language';

/** 申报类 / 免申即享, in colours that keep AA contrast. */
export function TypeBadge({ apply }: { apply: boolean }) {
  const t = useT();
  return (
    <Badge variant="light" radius="sm" c={apply ? '#174a8c' : '#0b5e4a'} bg={apply ? '#e6effa' : '#e1f3ec'}>
      {apply ? t('card.typeApply') : t('card.typeFree')}
    </Badge>
  );
}
