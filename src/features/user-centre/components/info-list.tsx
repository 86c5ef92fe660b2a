import type { ReactNode } from 'react';
import { DataList } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import '@mantine/core/styles/DataList.layer.css';

export interface InfoItem {
  label: string;
  value: ReactNode;
}

/** Label–value pairs of a profile; stacked on phones. */
export function InfoList({ items }: { items: InfoItem[] }) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <DataList withDivider orientation={phone ? 'vertical' : 'horizontal'} labelWidth={160} size="sm">
      {items.map((item) => (
        <DataList.Item key={item.label}>
          <DataList.ItemLabel c="dark.5">{item.label}</DataList.ItemLabel>
          <DataList.ItemValue fw={500} style={{ wordBreak: 'break-all' }}>
            {item.value === '' || item.value === undefined || item.value === null ? '—' : item.value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
