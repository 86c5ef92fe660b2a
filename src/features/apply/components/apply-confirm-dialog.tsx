// The last look before a binding application: what will be sent (policy, applicant, materials by name and
// size, contact), then 确认提交 or 返回修改 (docs/product.md#policy-cards-and-detail: 申报 asks first).
import { Button, Stack, Table, Text } from '@mantine/core';
import { FormDialog } from '../../../shared/ui/form-dialog';
import type { ApplicationDraft } from '../../../shared/offline/application-drafts';
import { fileSize } from '../../../shared/format/file-size';
import { useT } from '../../../shared/i18n/language';

interface Props {
  opened: boolean;
  policyName: string;
  /** the account's name and credit code, when the account has them */
  applicant: { name?: string | undefined; creditCode?: string | undefined };
  draft: ApplicationDraft;
  /** the materials in the order the policy lists them */
  materials: string[];
  onConfirm: () => void;
  onCancel: () => void;
}

export function ApplyConfirmDialog({
  opened,
  policyName,
  applicant,
  draft,
  materials,
  onConfirm,
  onCancel,
}: Props) {
  const t = useT();
  const v = draft.values;
  const rows: [string, React.ReactNode][] = [
    [t('apply.confirmPolicy'), <span lang="zh-CN">{policyName}</span>],
    ...(applicant.name ? [[t('apply.applicantName'), applicant.name] as [string, string]] : []),
    ...(applicant.creditCode ? [[t('apply.creditCode'), applicant.creditCode] as [string, string]] : []),
    [t('apply.contactName'), v.contactName],
    [t('apply.contactPhone'), v.contactPhone],
  ];
  return (
    <FormDialog
      opened={opened}
      onClose={onCancel}
      title={t('detail.applyConfirmTitle')}
      size="lg"
      testId="apply-confirm"
      footer={
        <>
          <Button variant="default" onClick={onCancel}>
            {t('apply.backToEdit')}
          </Button>
          <Button onClick={onConfirm} data-autofocus data-testid="confirm-application">
            {t('apply.confirmSubmit')}
          </Button>
        </>
      }
    >
      <Stack gap="md">
        <Text>{t('detail.applyConfirm', { name: policyName })}</Text>
        <Table variant="vertical" layout="fixed" withTableBorder>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={{ base: 110, sm: 160 }}>{label}</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th>{t('apply.materialsSection')}</Table.Th>
              <Table.Td>
                {materials.length === 0 ? (
                  t('apply.noMaterials')
                ) : (
                  <Stack gap={6} data-testid="apply-confirm-materials">
                    {materials.map((m) => (
                      <div key={m}>
                        <Text fw={500} fz="sm" lang="zh-CN">
                          {m}
                        </Text>
                        {(draft.files[m] ?? []).map((f) => (
                          <Text key={f.localId} fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                            {t('apply.confirmFile', { name: f.name, size: fileSize(f.size) })}
                          </Text>
                        ))}
                      </div>
                    ))}
                  </Stack>
                )}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Stack>
    </FormDialog>
  );
}
