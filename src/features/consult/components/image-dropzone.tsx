// Lazy: the dropzone and its styles load only when the consultation form opens.
import '@mantine/dropzone/styles.layer.css';
import { Dropzone } from '@mantine/dropzone';
import { Stack, Text } from '@mantine/core';
import { useT } from '../../../shared/i18n/language';
import { CONSULT_IMAGE_TYPES } from '../lib/file-checks';

/** Every dropped or chosen file goes to the caller, which applies the checks and explains refusals. */
export function ImageDropzone({
  onFiles,
  disabled,
}: {
  onFiles: (files: File[]) => void;
  disabled: boolean;
}) {
  const t = useT();
  return (
    <Dropzone
      onDrop={() => undefined}
      onDropAny={(files, rejections) => onFiles([...files, ...rejections.map((r) => r.file)])}
      accept={[...CONSULT_IMAGE_TYPES]}
      multiple
      disabled={disabled}
      aria-label={t('upload.drop')}
      inputProps={{ 'aria-label': t('upload.drop') }}
      p="md"
    >
      <Stack gap={2} align="center" style={{ pointerEvents: 'none' }}>
        <Text size="sm" fw={500}>
          {t('upload.drop')}
        </Text>
        <Text size="xs" c="dark.5">
          {t('upload.rules')}
        </Text>
      </Stack>
    </Dropzone>
  );
}
