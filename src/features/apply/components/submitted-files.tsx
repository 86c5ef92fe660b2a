import { Button, Group, List, Stack, Text } from '@mantine/core';
import type { MaterialFiles } from '../../../shared/api/contract';
import { useT } from '../../../shared/i18n/language';
import { downloadMaterial } from '../api/apply-api';

/** What was submitted for each material: the files the server accepted. */
export function SubmittedFiles({ materials, files }: { materials: string[]; files: MaterialFiles[] }) {
  const t = useT();
  return (
    <List size="sm" spacing="sm" type="ordered" data-testid="submitted-files">
      {materials.map((m) => {
        const list = files.find((f) => f.material === m)?.files ?? [];
        return (
          <List.Item key={m}>
            <Stack gap={2}>
              <Text fz="sm" fw={500} lang="zh-CN">
                {m}
              </Text>
              {list.length === 0 ? (
                <Text fz="xs" c="dark.5">
                  {t('apply.filesNone')}
                </Text>
              ) : (
                list.map((f) => (
                  <Group key={f.fileId} gap="xs" wrap="nowrap">
                    <Text fz="xs" c="dark.6" truncate data-testid="submitted-file">
                      {f.fileName}
                    </Text>
                    {f.url && (
                      <Button size="compact-xs" variant="subtle" onClick={() => void downloadMaterial(f)}>
                        {t('common.download')}
                      </Button>
                    )}
                  </Group>
                ))
              )}
            </Stack>
          </List.Item>
        );
      })}
    </List>
  );
}
