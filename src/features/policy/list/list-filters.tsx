import { useState } from 'react';
import { Collapse, Group, NativeSelect, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useWideScreen } from '../../../shared/ui/use-wide-screen';
import { SegmentedControl } from '../../../shared/ui/segmented-control';
import type { OrderModel } from '../../../shared/api/contract';
import { useLang, useT } from '../../../shared/i18n/language';
import { policyQueries } from '../api/policy-queries';
import type { ListSearch } from './list-search';
import {
  choicesOf,
  patchFor,
  rowsFor,
  summaryOf,
  type FilterContext,
  type FilterRow,
} from './list-filter-table';
import classes from './list-filters.module.css';

interface ListFiltersProps {
  search: ListSearch;
  onChange: (patch: Partial<ListSearch>) => void;
}

function Row({
  row,
  search,
  ctx,
  onChange,
}: { row: FilterRow; search: ListSearch; ctx: FilterContext } & Pick<ListFiltersProps, 'onChange'>) {
  const id = `filter-${row.key}`;
  const value = String(search[row.key] ?? '');
  const data = choicesOf(row, search, ctx);
  return (
    <div className={classes.row} role="group" aria-labelledby={id}>
      <Text component="span" id={id} className={classes.label}>
        {ctx.t(row.label)}
      </Text>
      <div className={classes.control}>
        {row.control === 'segmented' ? (
          <SegmentedControl
            size="sm"
            color="gov"
            value={value}
            onChange={(v) => onChange(patchFor(row, v))}
            data={data}
          />
        ) : (
          <NativeSelect
            aria-labelledby={id}
            value={value}
            onChange={(e) => onChange(patchFor(row, e.currentTarget.value))}
            w={{ base: '100%', xs: 240, md: 200 }}
          >
            {data.map((c) => (
              <option key={c.value} value={c.value} lang={c.lang}>
                {c.label}
              </option>
            ))}
          </NativeSelect>
        )}
      </div>
    </div>
  );
}

/**
 * The list's filters, one row per entry of the filter table; changing one returns to page 1. On a phone they
 * fold into one line that names the current choice, so the first results stay on the first screen.
 */
export function ListFilters({ search, onChange }: ListFiltersProps) {
  const t = useT();
  const lang = useLang();
  const wide = useWideScreen();
  const [unfolded, setUnfolded] = useState(false);
  // folded rows are built when first unfolded, then kept: a phone's first render does not build what it hides
  const [opened, setOpened] = useState(false);
  const departments = useQuery(policyQueries.departments(search.audience, search.countyCode)).data ?? [];
  const ctx: FilterContext = { t, lang, departments };
  const rows = rowsFor(search).map((row) => (
    <Row key={row.key} row={row} search={search} ctx={ctx} onChange={onChange} />
  ));
  if (wide) {
    return (
      <Stack gap={0} className={classes.box}>
        {rows}
      </Stack>
    );
  }
  return (
    <Stack gap={0} className={classes.box}>
      <UnstyledButton
        className={classes.fold}
        aria-expanded={unfolded}
        aria-controls="list-filter-rows"
        onClick={() => {
          setOpened(true);
          setUnfolded((open) => !open);
        }}
      >
        <Text component="span" className={classes.label}>
          {t('list.filters')}
        </Text>
        <Text component="span" className={classes.summary}>
          {summaryOf(search, ctx)}
        </Text>
        <span aria-hidden className={classes.chevron}>
          {unfolded ? '▴' : '▾'}
        </span>
      </UnstyledButton>
      <Collapse expanded={unfolded} id="list-filter-rows">
        <div className={classes.foldedRows}>{opened && rows}</div>
      </Collapse>
    </Stack>
  );
}

export function SortControl({ value, onChange }: { value: OrderModel; onChange: (v: OrderModel) => void }) {
  const t = useT();
  return (
    <Group gap="xs" role="group" aria-labelledby="sort-label">
      <Text component="span" id="sort-label" fz="sm" c="dark.6">
        {t('list.sortLabel')}
      </Text>
      <SegmentedControl
        size="xs"
        color="gov"
        value={String(value)}
        onChange={(v) => onChange(Number(v) as OrderModel)}
        data={[
          { value: '1', label: t('list.sortLatest') },
          { value: '2', label: t('list.sortHot') },
          { value: '3', label: t('list.sortVisits') },
          { value: '4', label: t('list.sortClosing') },
        ]}
      />
    </Group>
  );
}
