// 从我的材料选择: the account's documents for one material slot, those of the slot's kind first; an expired one
// is shown as expired and cannot be chosen, one already chosen says so. Lazy: loaded when a slot opens it.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { LockerDocument } from '../../../shared/api/contract';
import { useFormat } from '../../../shared/format/use-format';
import { useT } from '../../../shared/i18n/language';
import { ExpiryBadge, SourceBadge, ValidUntil } from '../../../shared/locker/locker-badges';
import { lockerQuery } from '../../../shared/locker/locker-api';
import { expiryOf, kindOfMaterial } from '../../../shared/locker/locker-rules';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { LoadError, ListSkeleton } from '../../../shared/ui/query-states';
import { AnchorLink } from '../../../shared/ui/router-links';

interface Props {
  material: string;
  /** document ids the slot already holds */
  chosen: string[];
  onChoose: (doc: LockerDocument) => void;
  onClose: () => void;
}

function DocumentRow({
  doc,
  now,
  chosen,
  onChoose,
}: {
  doc: LockerDocument;
  now: number;
  chosen: boolean;
  onChoose: () => void;
}) {
  const t = useT();
  const f = useFormat();
  const expired = expiryOf(doc.validUntil, now) === 'expired';
  return (
    <Paper
      component="li"
      withBorder
      radius="sm"
      p="xs"
      data-testid="picker-document"
      data-document={doc.id}
      data-expired={expired || undefined}
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={4} style={{ flex: '1 1 200px', minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Text fz="sm" fw={600} lang="zh-CN" style={{ overflowWrap: 'anywhere' }}>
              {doc.name}
            </Text>
            <SourceBadge doc={doc} />
            <ExpiryBadge doc={doc} now={now} />
          </Group>
          <Text fz="xs" c="dark.6">
            {t(`locker.kind.${doc.kind}`)}
            {' · '}
            {f.label(t('locker.col.validUntil'))}
            <ValidUntil doc={doc} />
          </Text>
        </Stack>
        <Button
          size="xs"
          variant={chosen ? 'default' : 'filled'}
          disabled={expired || chosen || doc.files.length === 0}
          aria-label={chosen ? `${doc.name}：${t('locker.chosen')}` : expired ? `${doc.name}：${t('locker.expired')}` : t('locker.chooseOf', { name: doc.name })}
          onClick={onChoose}
        >
          {chosen ? t('locker.chosen') : expired ? t('locker.expired') : t('locker.choose')}
        </Button>
      </Group>
    </Paper>
  );
}

export default function LockerPicker({ material, chosen, onChoose, onClose }: Props) {
  const t = useT();
  const query = useQuery(lockerQuery());
  const [now] = useState(() => Date.now());
  const kind = kindOfMaterial(material);

  const section = (id: string, title: string, docs: LockerDocument[]) =>
    docs.length > 0 && (
      <Stack gap={6} component="section" aria-labelledby={id}>
        <Title order={3} fz="sm" id={id} c="dark.7">
          {title}
        </Title>
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {docs.map((d) => (
            <DocumentRow
              key={d.id}
              doc={d}
              now={now}
              chosen={chosen.includes(d.id)}
              onChoose={() => onChoose(d)}
            />
          ))}
        </Stack>
      </Stack>
    );

  const body = () => {
    if (query.isPending) return <ListSkeleton rows={3} height={56} />;
    if (query.isError) return <LoadError error={query.error} title={t('locker.loadFailed')} onRetry={() => void query.refetch()} />;
    const docs = query.data.documents;
    if (docs.length === 0)
      return (
        <Stack gap="xs" align="flex-start">
          <Text fz="sm">{t('locker.pickEmpty')}</Text>
          <AnchorLink to="/enterprise/myMaterials" fz="sm" c="gov.8">
            {t('locker.pickGoLocker')}
          </AnchorLink>
        </Stack>
      );
    // documents of the slot's kind first; with a kind of its own, the rest under 其他材料
    const same = kind === 'other' ? [] : docs.filter((d) => d.kind === kind);
    const rest = docs.filter((d) => !same.includes(d));
    return (
      <Stack gap="md">
        {query.data.fromDevice && (
          <Text fz="sm" c="#9a3412">
            {t('locker.offlineCopy')}
          </Text>
        )}
        {section('picker-same', t('locker.pickSameKind', { kind: t(`locker.kind.${kind}`) }), same)}
        {section('picker-rest', same.length > 0 ? t('locker.pickOthers') : t('user.myMaterials'), rest)}
      </Stack>
    );
  };

  return (
    <FormDialog
      opened
      onClose={onClose}
      title={t('locker.pickTitle')}
      size="lg"
      footer={
        <Button variant="default" onClick={onClose}>
          {t('locker.cancel')}
        </Button>
      }
    >
      <Stack gap="md">
        <Text fz="sm" c="dark.6">
          {t('locker.pickIntro', { material })}
        </Text>
        {body()}
      </Stack>
    </FormDialog>
  );
}
