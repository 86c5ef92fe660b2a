import { Table, Text } from '@mantine/core';
import { useT } from '../../../shared/i18n/language';
import type { ApplyValues } from '../api/apply-validation';

/** What will be sent, read back before the applicant confirms. */
export function ApplyReview({ applicant, values }: { applicant: string; values: ApplyValues }) {
  const t = useT();
  const rows: [string, React.ReactNode][] = [
    [t('content.apply.applicant'), applicant],
    [t('content.apply.contactName'), values.contactName.trim()],
    [t('content.apply.contactPhone'), values.contactPhone.trim()],
    [
      t('content.apply.description'),
      <Text key="d" fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {values.description.trim()}
      </Text>,
    ],
    [t('content.apply.materials'), values.materials.length > 0 ? values.materials.join('、') : '—'],
  ];
  return (
    <Table withTableBorder withColumnBorders fz="sm" layout="fixed">
      <Table.Caption>{t('content.apply.reviewCaption')}</Table.Caption>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" w={{ base: 96, sm: 160 }} bg="gray.0">
              {label}
            </Table.Th>
            <Table.Td style={{ wordBreak: 'break-word' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
