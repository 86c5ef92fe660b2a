import { Alert, Stack, Text } from '@mantine/core';
import { useT } from '../../../shared/i18n/language';
import { AnchorLink } from '../../../shared/ui/router-links';

/** 已领取: the 免申即享 policy was received already, when, and where it is listed; never a second 确认领取. */
export function ReceivedNotice({ receiveTime }: { receiveTime: string }) {
  const t = useT();
  return (
    <Alert color="green" variant="light" title={t('free.received')} data-testid="received">
      <Stack gap={4}>
        <Text fz="sm">{t('free.receivedBody', { time: receiveTime })}</Text>
        <AnchorLink to="/enterprise/myEnjoyPolicy" fz="sm">
          {t('free.myEnjoy')}
        </AnchorLink>
      </Stack>
    </Alert>
  );
}
