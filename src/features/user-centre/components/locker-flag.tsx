// The user centre's reminder of documents in 我的材料 that have expired or expire within 30 days.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Text } from '@mantine/core';
import { useFormat } from '../../../shared/format/use-format';
import { useT } from '../../../shared/i18n/language';
import { lockerQuery } from '../../../shared/locker/locker-api';
import { flaggedDocuments } from '../../../shared/locker/locker-rules';
import { AnchorLink } from '../../../shared/ui/router-links';

export function LockerFlag() {
  const t = useT();
  const f = useFormat();
  const [now] = useState(() => Date.now());
  const query = useQuery(lockerQuery());
  const flagged = flaggedDocuments(query.data?.documents ?? [], now);
  if (flagged.length === 0) return null;
  return (
    <Alert color="orange" variant="light" mb="md" title={f.count(flagged.length, 'locker.flagTitleOne', 'locker.flagTitle')} data-testid="centre-locker-flag">
      <Text fz="sm" lang="zh-CN" mb={4}>
        {flagged.map((d) => d.name).join('、')}
      </Text>
      <AnchorLink to="/enterprise/myMaterials" fz="sm" c="gov.8">
        {t('locker.flagGo')}
      </AnchorLink>
    </Alert>
  );
}
