import { Alert, Stack, Text } from '@mantine/core';
import type { ApplyRecord } from '../../../shared/api/contract';
import { useT } from '../../../shared/i18n/language';
import { APPLY_STATUS_VIEW } from '../../../shared/ui/apply-status-badge';
import { ButtonLink } from '../../../shared/ui/router-links';

/** 已申报: the policy was applied for already; a link to that application, never a second 申报. */
export function AppliedNotice({ existing }: { existing: Pick<ApplyRecord, 'id' | 'applyTime' | 'status'> }) {
  const t = useT();
  return (
    <Alert color="green" variant="light" title={t('apply.applied')} data-testid="applied">
      <Stack gap="xs">
        <Text fz="sm">
          {t('apply.appliedBody', {
            time: existing.applyTime,
            status: t(APPLY_STATUS_VIEW[existing.status].label),
          })}
        </Text>
        <ButtonLink to="/applyDetail" search={{ id: existing.id }} size="xs" variant="outline">
          {t('apply.viewApplication')}
        </ButtonLink>
      </Stack>
    </Alert>
  );
}
