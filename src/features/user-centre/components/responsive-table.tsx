import type { ReactNode } from 'react';
import { Card, Group, Stack, Table, Text } from '@mantine/core';
import { useFormat } from '../../../shared/format/use-format';

export interface Column<Row> {
  key: string;
  label: string;
  render: (row: Row) => ReactNode;
  /** the card's headline on phones instead of a labelled line */
  primary?: boolean;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
}

/** Figures (amounts, account numbers) in monospace, so a column of them lines up. */
export function monoColumn<Row>(
  key: string,
  label: string,
  text: (row: Row) => ReactNode,
  layout?: Pick<Column<Row>, 'width' | 'align'>,
): Column<Row> {
  return {
    key,
    label,
    ...layout,
    render: (row) => (
      <Text span size="sm" ff="monospace">
        {text(row)}
      </Text>
    ),
  };
}

/** A yuan amount under a label that names 万元 in Chinese; in English the whole amount (CNY 387k). */
function AmountInTenThousands({ yuan }: { yuan: number }) {
  return <>{useFormat().inUnit(yuan, 'tenThousand')}</>;
}

/** A right-aligned amount: in 万元 in Chinese (the label names the unit), CNY 387k in English. */
export function moneyColumn<Row>(key: string, label: string, width: number, value: (row: Row) => number) {
  return monoColumn<Row>(key, label, (row) => <AmountInTenThousands yuan={value(row)} />, {
    width,
    align: 'right',
  });
}

interface Props<Row> {
  rows: Row[];
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  caption: string;
}

/** A table on wide screens, a stack of cards on phones (CSS decides, so no layout jump). */
export function ResponsiveTable<Row>({ rows, columns, rowKey, caption }: Props<Row>) {
  const primary = columns.find((c) => c.primary);
  const rest = columns.filter((c) => c !== primary);
  return (
    <>
      <Table.ScrollContainer minWidth={640} visibleFrom="sm">
        <Table striped highlightOnHover verticalSpacing="sm" captionSide="top">
          <caption
            style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
          >
            {caption}
          </caption>
          <Table.Thead bg="gray.1">
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.key} w={c.width} ta={c.align} scope="col">
                  {c.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((c) => (
                  <Table.Td key={c.key} ta={c.align}>
                    {c.render(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack
        gap="sm"
        hiddenFrom="sm"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label={caption}
      >
        {rows.map((row) => (
          <Card key={rowKey(row)} withBorder radius="md" padding="sm" component="li">
            {primary && (
              // a div: a cell may bring its own paragraphs (a returned application's reason)
              <Text component="div" fw={600} mb={6}>
                {primary.render(row)}
              </Text>
            )}
            <Stack gap={4}>
              {rest.map((c) => (
                <Group key={c.key} gap="xs" wrap="nowrap" align="flex-start">
                  <Text size="sm" c="dark.5" miw={72} style={{ flexShrink: 0 }}>
                    {c.label}
                  </Text>
                  <div style={{ fontSize: 'var(--mantine-font-size-sm)', minWidth: 0 }}>{c.render(row)}</div>
                </Group>
              ))}
            </Stack>
          </Card>
        ))}
      </Stack>
    </>
  );
}
