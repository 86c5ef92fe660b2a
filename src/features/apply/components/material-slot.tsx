// Lazy with the form: the dropzone and its styles load only when the application form opens.
import '@mantine/dropzone/styles.layer.css';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Dropzone } from '@mantine/dropzone';
import {
  Badge,
  Button,
  type ButtonProps,
  Checkbox,
  FileButton,
  Group,
  Image,
  Paper,
  Progress,
  Stack,
  Text,
} from '@mantine/core';
import type { LockerDocument } from '../../../shared/api/contract';
import { MATERIAL_EXTENSIONS, isImageContent } from '../../../shared/apply/material-rules';
import { useFormat } from '../../../shared/format/use-format';
import { expiresBefore } from '../../../shared/locker/locker-rules';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { fileSize } from '../../../shared/format/file-size';
import { useT } from '../../../shared/i18n/language';
import type { DraftFile } from '../../../shared/offline/application-drafts';
import { IconDisc } from '../../../shared/ui/icon-disc';
import { FileIcon } from '../../../shared/ui/icons';
import type { UploadState } from '../lib/use-application-draft';

// the picker and its list load when someone opens it
const LockerPicker = lazy(() => import('./locker-picker'));

const ACCEPT = MATERIAL_EXTENSIONS.map((e) => `.${e}`).join(',');
const ACCEPT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

function Preview({ file }: { file: DraftFile }) {
  const t = useT();
  const url = useMemo(
    () => (file.blob && isImageContent(file.kind) ? URL.createObjectURL(file.blob) : null),
    [file.blob, file.kind],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (url)
    return (
      <Image
        src={url}
        alt={t('apply.previewOf', { name: file.name })}
        w={48}
        h={48}
        fit="cover"
        radius="sm"
      />
    );
  return (
    <IconDisc size={48} shape="square">
      <FileIcon size={22} />
    </IconDisc>
  );
}

const ACTION_LABELS = {
  retry: ['apply.retry', 'apply.retryNamed'],
  replace: ['apply.replace', 'apply.replaceNamed'],
  remove: ['apply.remove', 'apply.removeNamed'],
} as const;

/** A file's small action, its accessible name saying which file (重试 / 替换 / 删除 “name”). */
function FileAction({
  action,
  name,
  ...button
}: { action: keyof typeof ACTION_LABELS; name: string; onClick: () => void } & ButtonProps) {
  const t = useT();
  const [label, named] = ACTION_LABELS[action];
  return (
    <Button size="compact-xs" variant="subtle" aria-label={t(named, { name })} {...button}>
      {t(label)}
    </Button>
  );
}

interface SlotProps {
  /** the form's focus target and field name of this material */
  field: object;
  index: number;
  material: string;
  files: DraftFile[];
  uploads: Record<string, UploadState>;
  error: string | undefined;
  problems: string[];
  onAdd: (files: File[]) => void;
  onRemove: (localId: string) => void;
  onRetry: (localId: string) => void;
  onReplace: (localId: string, file: File) => void;
  onChoose: (doc: LockerDocument) => void;
  keepToo: boolean;
  onKeepToo: (on: boolean) => void;
  deadline: string | undefined;
}

/** A file chosen from 我的材料 that expires before the policy's deadline: said under the file. */
function ExpiryWarning({ file, deadline }: { file: DraftFile; deadline: string | undefined }) {
  const t = useT();
  const f = useFormat();
  const until = file.fromLocker?.validUntil;
  if (!until || !deadline || !expiresBefore(until, deadline)) return null;
  return (
    <Text fz="xs" c="#9a3412" fw={500} data-testid="locker-expiry-warning">
      {t('locker.expiresBeforeDeadline', {
        name: file.fromLocker?.name || file.name,
        date: f.date(until),
        deadline: f.date(deadline),
      })}
    </Text>
  );
}

export function MaterialSlot(props: SlotProps) {
  const { field, index, material, files, uploads, error, problems } = props;
  const t = useT();
  const errorId = `material-${index}-error`;
  const [picking, setPicking] = useState(false);
  const pickButton = useRef<HTMLButtonElement>(null);
  const closePicker = () => {
    setPicking(false);
    // the dialog unmounts with its focus trap: focus goes back to the button that opened it
    requestAnimationFrame(() => pickButton.current?.focus());
  };
  const chosenIds = files.flatMap((f) => (f.fromLocker ? [f.fromLocker.documentId] : []));
  return (
    <Paper
      {...field}
      data-invalid={error ? true : undefined}
      withBorder
      radius="sm"
      p="sm"
      data-testid={`material-${index}`}
      aria-labelledby={`material-${index}-name`}
    >
      <Stack gap="xs">
        <Group gap="xs">
          <Text id={`material-${index}-name`} fw={600} fz="sm" lang="zh-CN">
            {material}
          </Text>
          <Badge color="red" variant="light" size="sm" radius="sm">
            {t('apply.materialRequired')}
          </Badge>
        </Group>
        {files.map((f) => {
          const state = f.fileId ? null : uploads[f.localId];
          return (
            <Group
              key={f.localId}
              gap="sm"
              wrap="wrap"
              data-testid="material-file"
              data-state={f.fileId ? 'done' : (state?.kind ?? 'queued')}
            >
              <Preview file={f} />
              <Stack gap={2} style={{ flex: '1 1 140px', minWidth: 0 }}>
                <Text fz="sm" truncate>
                  {f.name}
                </Text>
                {f.fromLocker && (
                  <Group gap={4}>
                    <StatusBadge color="teal" size="xs" data-testid="from-locker">
                      {t('locker.fromLocker')}
                    </StatusBadge>
                  </Group>
                )}
                <Text fz="xs" c="dark.5">
                  {fileSize(f.size)}
                  {' · '}
                  {f.fileId
                    ? t('apply.uploaded')
                    : state?.kind === 'waiting'
                      ? t('apply.waiting')
                      : state?.kind === 'failed'
                        ? (state.message ?? t('apply.file.lost', { name: f.name }))
                        : t('apply.uploading', { name: '' })}
                </Text>
                {state?.kind === 'uploading' && (
                  <Progress
                    value={Math.round(state.progress * 100)}
                    size="sm"
                    aria-label={t('apply.uploading', { name: f.name })}
                  />
                )}
                <ExpiryWarning file={f} deadline={props.deadline} />
              </Stack>
              <Group gap={4} wrap="nowrap">
                {state?.kind === 'failed' && (
                  <FileAction
                    action="retry"
                    name={f.name}
                    variant="light"
                    onClick={() => props.onRetry(f.localId)}
                  />
                )}
                <FileButton accept={ACCEPT} onChange={(file) => file && props.onReplace(f.localId, file)}>
                  {(button) => <FileAction action="replace" name={f.name} {...button} />}
                </FileButton>
                <FileAction
                  action="remove"
                  name={f.name}
                  color="red"
                  onClick={() => props.onRemove(f.localId)}
                />
              </Group>
            </Group>
          );
        })}
        <Group gap="xs" wrap="wrap">
          <Button
            ref={pickButton}
            size="xs"
            variant="light"
            aria-label={t('locker.pickFor', { material })}
            aria-haspopup="dialog"
            onClick={() => setPicking(true)}
            data-testid={`locker-pick-${index}`}
          >
            {t('locker.pick')}
          </Button>
          <FileButton
            accept={ACCEPT}
            multiple
            onChange={(chosen) => chosen.length > 0 && props.onAdd(chosen)}
          >
            {(button) => (
              <Button
                size="xs"
                variant="default"
                aria-label={`${material}：${t('locker.uploadNew')}`}
                {...button}
              >
                {t('locker.uploadNew')}
              </Button>
            )}
          </FileButton>
          <Checkbox
            size="xs"
            label={t('locker.keepToo')}
            checked={props.keepToo}
            onChange={(e) => props.onKeepToo(e.currentTarget.checked)}
            data-testid={`locker-keep-${index}`}
          />
        </Group>
        {picking && (
          <Suspense fallback={null}>
            <LockerPicker
              material={material}
              chosen={chosenIds}
              onChoose={(doc) => {
                props.onChoose(doc);
                closePicker();
              }}
              onClose={closePicker}
            />
          </Suspense>
        )}
        <Dropzone
          onDrop={() => undefined}
          onDropAny={(accepted, rejections) => props.onAdd([...accepted, ...rejections.map((r) => r.file)])}
          accept={ACCEPT_TYPES}
          multiple
          p="sm"
          inputProps={
            {
              'aria-label': `${material}：${t('apply.choose')}`,
              'aria-describedby': error ? errorId : undefined,
              'data-testid': `material-input-${index}`,
            } as React.InputHTMLAttributes<HTMLInputElement>
          }
        >
          <Text fz="sm" ta="center" c="dark.6" style={{ pointerEvents: 'none' }}>
            {t('apply.dropHint')}
          </Text>
        </Dropzone>
        <div aria-live="polite">
          {[...problems, ...(error ? [error] : [])].map((p, i) => (
            <Text key={i} id={i === problems.length ? errorId : undefined} fz="xs" c="red.8" role="alert">
              {p}
            </Text>
          ))}
        </div>
      </Stack>
    </Paper>
  );
}
