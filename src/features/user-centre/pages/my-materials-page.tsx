// 我的材料: the account's documents kept for reuse (kind, name, source, validity, upload time), added by upload
// or fetched from 电子证照库, renamed, replaced, removed; expiring ones flagged; the quota shown. Offline it
// reads the device copy, and files this device holds still open.
import { lazy, Suspense, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isApiError } from '../../../shared/api/api-error';
import type { LockerDocument } from '../../../shared/api/contract';
import { MATERIAL_EXTENSIONS } from '../../../shared/apply/material-rules';
import { fileSize } from '../../../shared/format/file-size';
import { useFormat } from '../../../shared/format/use-format';
import { useT } from '../../../shared/i18n/language';
import { ExpiryBadge, SourceBadge, ValidUntil } from '../../../shared/locker/locker-badges';
import {
  fetchLicences,
  lockerKey,
  lockerQuery,
  openLockerFile,
  removeDocument,
  replaceDocument,
} from '../../../shared/locker/locker-api';
import { flaggedDocuments } from '../../../shared/locker/locker-rules';
import { checkLockerFile } from '../../../shared/locker/locker-file';
import { useOnline } from '../../../shared/offline/online-status';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { QueryBody } from '../../../shared/ui/query-body';
import { CentrePage } from '../components/centre-page';
import { OfflineNote } from '../components/offline-note';
import { ResponsiveTable, type Column } from '../components/responsive-table';

const LockerDialogs = lazy(() => import('../components/locker-dialogs'));
const ACCEPT = MATERIAL_EXTENSIONS.map((e) => `.${e}`).join(',');

type Dialog = { kind: 'add' } | { kind: 'rename'; doc: LockerDocument } | null;

const messageOf = (error: unknown, fallback: string) =>
  isApiError(error) && error.kind === 'code' ? error.message : fallback;

export function MyMaterialsPage() {
  const t = useT();
  const f = useFormat();
  const online = useOnline();
  const queryClient = useQueryClient();
  const query = useQuery(lockerQuery());
  const [now] = useState(() => Date.now());
  const [dialog, setDialog] = useState<Dialog>(null);
  const [removing, setRemoving] = useState<LockerDocument | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: lockerKey() });

  const fetchMutation = useMutation({
    mutationFn: fetchLicences,
    onSuccess: (docs) => {
      setProblem(null);
      notifications.show({
        color: 'green',
        message: t('locker.fetched', { names: docs.map((d) => d.name).join('、') }),
      });
      return refresh();
    },
    onError: (error) => setProblem(messageOf(error, t('locker.failed'))),
  });
  const removeMutation = useMutation({
    mutationFn: (doc: LockerDocument) => removeDocument(doc.id),
    onSuccess: (_, doc) => {
      setProblem(null);
      notifications.show({ color: 'green', message: t('locker.removed', { name: doc.name }) });
      return refresh();
    },
    onError: (error) => setProblem(messageOf(error, t('locker.failed'))),
  });
  const replaceMutation = useMutation({
    mutationFn: ({ doc, file }: { doc: LockerDocument; file: File }) => replaceDocument(doc.id, file),
    onSuccess: (_, { doc }) => {
      setProblem(null);
      notifications.show({ color: 'green', message: t('locker.replaced', { name: doc.name }) });
      return refresh();
    },
    onError: (error) => setProblem(messageOf(error, t('locker.failed'))),
  });

  const replace = async (doc: LockerDocument, file: File | null) => {
    if (!file) return;
    const refused = await checkLockerFile(file);
    if (refused) setProblem(t(refused.key, refused.params));
    else replaceMutation.mutate({ doc, file });
  };
  const open = (doc: LockerDocument) => {
    const file = doc.files[0];
    if (!file) return;
    openLockerFile(file).catch((error: unknown) =>
      setProblem(
        isApiError(error) && error.kind === 'network' ? t('locker.notOnDevice') : messageOf(error, t('locker.notOnDevice')),
      ),
    );
  };

  const columns: Column<LockerDocument>[] = [
    {
      key: 'name',
      label: t('locker.col.name'),
      primary: true,
      render: (d) => (
        <Group gap={6} wrap="wrap" data-testid="locker-row" data-document={d.id}>
          <Text span fz="sm" fw={600} lang="zh-CN" style={{ overflowWrap: 'anywhere' }}>
            {d.name}
          </Text>
          <SourceBadge doc={d} />
          <ExpiryBadge doc={d} now={now} />
        </Group>
      ),
    },
    { key: 'kind', label: t('locker.col.kind'), width: 130, render: (d) => t(`locker.kind.${d.kind}`) },
    { key: 'valid', label: t('locker.col.validUntil'), width: 120, render: (d) => <ValidUntil doc={d} /> },
    { key: 'time', label: t('locker.col.uploadTime'), width: 160, render: (d) => f.dateTime(d.uploadTime) },
    {
      key: 'action',
      label: t('centre.action'),
      width: 250,
      render: (d) => (
        <Group gap={4} wrap="wrap">
          <Button size="compact-sm" variant="subtle" aria-label={t('locker.openOf', { name: d.name })} onClick={() => open(d)}>
            {t('locker.open')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            disabled={!online}
            aria-label={t('locker.renameOf', { name: d.name })}
            onClick={() => setDialog({ kind: 'rename', doc: d })}
          >
            {t('locker.rename')}
          </Button>
          <FileButton accept={ACCEPT} onChange={(file) => void replace(d, file)}>
            {(button) => (
              <Button
                size="compact-sm"
                variant="subtle"
                disabled={!online}
                loading={replaceMutation.isPending && replaceMutation.variables.doc.id === d.id}
                aria-label={t('locker.replaceOf', { name: d.name })}
                {...button}
              >
                {t('locker.replace')}
              </Button>
            )}
          </FileButton>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red" c="red.9"
            disabled={!online}
            aria-label={t('locker.removeOf', { name: d.name })}
            onClick={() => setRemoving(d)}
          >
            {t('locker.remove')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <CentrePage
      title={t('user.myMaterials')}
      intro={t('locker.intro')}
      actions={
        <>
          <Button size="sm" disabled={!online} onClick={() => setDialog({ kind: 'add' })}>
            {t('locker.add')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={!online}
            loading={fetchMutation.isPending}
            onClick={() => fetchMutation.mutate()}
          >
            {t('locker.fetchLicence')}
          </Button>
        </>
      }
    >
      <OfflineNote />
      {problem && (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setProblem(null)} closeButtonLabel={t('common.close')}>
          {problem}
        </Alert>
      )}
      <QueryBody query={query}>
        {(view) => {
          const flagged = flaggedDocuments(view.documents, now);
          return (
            <Stack gap="md">
              {view.fromDevice && (
                <Alert color="orange" variant="light" role="status">
                  {t('locker.offlineCopy')}
                </Alert>
              )}
              {flagged.length > 0 && (
                <Alert color="orange" variant="light" title={f.count(flagged.length, 'locker.flagTitleOne', 'locker.flagTitle')} data-testid="locker-flagged">
                  <Text fz="sm" lang="zh-CN">
                    {flagged.map((d) => d.name).join('、')}
                  </Text>
                </Alert>
              )}
              <Text fz="sm" c="dark.6" data-testid="locker-quota">
                {t('locker.quota', { used: fileSize(view.usedBytes), quota: fileSize(view.quotaBytes) })}
              </Text>
              {view.documents.length === 0 ? (
                <Text c="dark.6" py="lg" ta="center">
                  {t('locker.empty')}
                </Text>
              ) : (
                <ResponsiveTable
                  rows={view.documents}
                  columns={columns}
                  rowKey={(d) => d.id}
                  caption={t('user.myMaterials')}
                />
              )}
            </Stack>
          );
        }}
      </QueryBody>
      {dialog && (
        <Suspense fallback={null}>
          <LockerDialogs
            dialog={dialog}
            onClose={() => setDialog(null)}
            onSaved={(doc) => {
              setDialog(null);
              notifications.show({ color: 'green', message: t('locker.saved', { name: doc.name }) });
              void refresh();
            }}
          />
        </Suspense>
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={t('locker.removeTitle')}
        message={t('locker.removeConfirm', { name: removing?.name ?? '' })}
        confirmLabel={t('locker.remove')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) removeMutation.mutate(removing);
          setRemoving(null);
        }}
      />
    </CentrePage>
  );
}
