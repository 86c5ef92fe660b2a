// Lazy with the form: the dropzone and its styles load only when the application form opens.
import '@mantine/dropzone/styles.layer.css';
import { useEffect, useMemo } from 'react';
import { Dropzone } from '@mantine/dropzone';
import {
  Badge,
  Button,
  type ButtonProps,
  FileButton,
  Group,
  Image,
  Paper,
  Progress,
  Stack,
  Text,
} from '@mantine/core';
import { MATERIAL_EXTENSIONS, isImageContent } from '../../../shared/apply/material-rules';
import { fileSize } from '../../../shared/format/file-size';
import { useT } from '../../../shared/i18n/language';
import type { DraftFile } from '../../../shared/offline/application-drafts';
import { IconDisc } from '../../../shared/ui/icon-disc';
import { FileIcon } from '../../../shared/ui/icons';
import type { UploadState } from '../lib/use-application-draft';

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
}

export function MaterialSlot(props: SlotProps) {
  const { index, material, files, uploads, error, problems } = props;
  const t = useT();
  const errorId = `material-${index}-error`;
  return (
    <Paper
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
