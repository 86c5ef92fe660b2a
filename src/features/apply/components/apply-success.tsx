import { Group, Stack, Text } from '@mantine/core';
import { IconDisc } from '../../../shared/ui/icon-disc';
import type { ApplyRecord } from '../../../shared/api/contract';
import { useT } from '../../../shared/i18n/language';
import { CheckIcon } from '../../../shared/ui/icons';
import { ButtonLink } from '../../../shared/ui/router-links';

export function ApplySuccess({ record }: { record: ApplyRecord }) {
  const t = useT();
  return (
    <Stack align="center" gap="sm" py="xl" ta="center" role="status" data-testid="apply-success">
      <IconDisc size={64} tone="teal">
        <CheckIcon size={34} />
      </IconDisc>
      <Text fw={600} fz="lg">
        {t('apply.successTitle')}
      </Text>
      <Text c="dark.6">{t('apply.successBody', { id: record.id })}</Text>
      <Group justify="center" mt="xs">
        <ButtonLink to="/applyDetail" search={{ id: record.id }}>
          {t('apply.viewApplication')}
        </ButtonLink>
        <ButtonLink to="/policyList" variant="default">
          {t('content.apply.morePolicies')}
        </ButtonLink>
      </Group>
    </Stack>
  );
}
