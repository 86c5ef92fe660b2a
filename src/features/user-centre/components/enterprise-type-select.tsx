import { useQuery } from '@tanstack/react-query';
import { Button, Cascader, Group, Skeleton, Text, type CascaderOption } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useT } from '../../../shared/i18n/language';
import type { EnterpriseTypeNode } from '../../../shared/api/contract';
import { centreQueries } from '../api/centre-queries';
import '@mantine/core/styles/Cascader.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';

export function toCascaderOptions(nodes: EnterpriseTypeNode[]): CascaderOption[] {
  return nodes.map((n) => ({
    value: n.id,
    label: n.label,
    ...(n.children?.length ? { children: toCascaderOptions(n.children) } : {}),
  }));
}

/** Labels along a path of ids, e.g. ['1','16','163'] → 内资企业 / 私营企业 / 私营有限责任公司. */
export function labelsOfPath(nodes: EnterpriseTypeNode[], path: string[]): string[] {
  const labels: string[] = [];
  let level: EnterpriseTypeNode[] | undefined = nodes;
  for (const id of path) {
    const node: EnterpriseTypeNode | undefined = level?.find((n) => n.id === id);
    if (!node) break;
    labels.push(node.label);
    level = node.children;
  }
  return labels;
}

interface Props {
  value: string[];
  onChange: (path: string[], labels: string[]) => void;
  error?: string;
}

/** The enterprise-type tree as cascading columns (a flat searchable list on phones). */
export function EnterpriseTypeSelect({ value, onChange, error }: Props) {
  const t = useT();
  const phone = useMediaQuery('(max-width: 36em)');
  const tree = useQuery(centreQueries.enterpriseTypes());

  if (tree.isPending) return <Skeleton height={58} radius="sm" role="status" aria-label={t('common.loading')} />;
  if (tree.isError) {
    return (
      <div>
        <Text size="sm" fw={500} mb={4}>
          {t('centre.project.type')}{' '}
          <Text span c="red">
            *
          </Text>
        </Text>
        <Group gap="sm">
          <Text size="sm" c="red.8">
            {t('centre.project.typeLoadFailed')}
          </Text>
          <Button
            size="compact-sm"
            variant="outline"
            onClick={() => void tree.refetch()}
            loading={tree.isFetching}
          >
            {t('common.retry')}
          </Button>
        </Group>
      </div>
    );
  }
  return (
    <Cascader
      label={t('centre.project.type')}
      withAsterisk
      placeholder={t('centre.project.typePlaceholder')}
      description={t('centre.project.typeHint')}
      data={toCascaderOptions(tree.data)}
      value={value.length ? value : null}
      onChange={(path) => onChange(path ?? [], labelsOfPath(tree.data, path ?? []))}
      changeOnSelect
      searchable
      clearable
      withColumns={!phone}
      nothingFoundMessage={t('centre.project.typeNothing')}
      error={error}
    />
  );
}
