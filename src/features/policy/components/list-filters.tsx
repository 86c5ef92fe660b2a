import { useState } from 'react';
import { Collapse, Group, NativeSelect, SegmentedControl, Stack, Text, UnstyledButton } from '@mantine/core';
import { useWideScreen } from '../../../shared/ui/use-wide-screen';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import type { AmountRange, Audience, OrderModel } from '../../../shared/api/contract';
import { AMOUNT_RANGES } from '../../../shared/api/amount-range';
import { city } from '../../../shared/config/city';
import { useLang, useT } from '../../../shared/i18n/language';
import type { ListSearch } from '../lib/list-search';
import classes from './list-filters.module.css';

interface ListFiltersProps {
  search: ListSearch;
  onChange: (patch: Partial<ListSearch>) => void;
}

/** All 14 areas: 泉州台商投资区 has its own site, but its policies are listed and searchable here too. */
const selectableCounties = city.counties;

function Row({ label, id, children }: { label: string; id: string; children: React.ReactNode }) {
  return (
    <div className={classes.row} role="group" aria-labelledby={id}>
      <Text component="span" id={id} className={classes.label}>
        {label}
      </Text>
      <div className={classes.control}>{children}</div>
    </div>
  );
}

/**
 * Audience, declaration type, open now, amount and county filters; changing one returns to page 1. On a
 * phone they fold into one line that names the current choice, so the first results stay on the first screen.
 */
export function ListFilters({ search, onChange }: ListFiltersProps) {
  const t = useT();
  const lang = useLang();
  const wide = useWideScreen();
  const [unfolded, setUnfolded] = useState(false);
  const county = selectableCounties.find((c) => c.code === search.countyCode);
  const summary = [
    t(search.audience === 2 ? 'home.tabPeople' : 'home.tabEnterprise'),
    t(
      search.declarationType === 1
        ? 'list.typeApply'
        : search.declarationType === 2
          ? 'list.typeFree'
          : 'list.typeAll',
    ),
    county ? (lang === 'en' ? county.nameEn : county.name) : t('list.allCounties'),
  ].join(' · ');
  const rows = (
    <>
      <Row label={t('list.audience')} id="filter-audience">
        <SegmentedControl
          size="sm"
          color="gov"
          value={String(search.audience)}
          onChange={(v) => onChange({ audience: Number(v) as Audience, page: 1 })}
          data={[
            { value: '1', label: t('home.tabEnterprise') },
            { value: '2', label: t('home.tabPeople') },
          ]}
        />
      </Row>
      <Row label={t('list.declarationType')} id="filter-type">
        <SegmentedControl
          size="sm"
          color="gov"
          value={String(search.declarationType ?? 0)}
          onChange={(v) =>
            onChange({ declarationType: v === '0' ? undefined : (Number(v) as 1 | 2), page: 1 })
          }
          data={[
            { value: '0', label: t('list.typeAll') },
            { value: '1', label: t('list.typeApply') },
            { value: '2', label: t('list.typeFree') },
          ]}
        />
      </Row>
      <Row label={t('filter.applyState')} id="filter-open">
        <SegmentedControl
          size="sm"
          color="gov"
          value={String(search.applyState ?? 0)}
          onChange={(v) => onChange({ applyState: v === '1' ? 1 : undefined, page: 1 })}
          data={[
            { value: '0', label: t('list.typeAll') },
            { value: '1', label: t('filter.openNow') },
          ]}
        />
      </Row>
      <Row label={t('filter.amount')} id="filter-amount">
        <NativeSelect
          aria-labelledby="filter-amount"
          value={String(search.amountRange ?? '')}
          onChange={(e) =>
            onChange({
              amountRange: e.currentTarget.value ? (Number(e.currentTarget.value) as AmountRange) : undefined,
              page: 1,
            })
          }
          data={[
            { value: '', label: t('list.typeAll') },
            ...AMOUNT_RANGES.map((r) => ({ value: String(r), label: t(`filter.amount.${r}`) })),
          ]}
          w={{ base: '100%', xs: 260 }}
        />
      </Row>
      <Row label={t('list.county')} id="filter-county">
        <Group gap="xs">
          <NativeSelect
            aria-labelledby="filter-county"
            value={search.countyCode ?? ''}
            onChange={(e) => onChange({ countyCode: e.currentTarget.value || undefined, page: 1 })}
            data={[
              { value: '', label: t('list.allCounties') },
              ...selectableCounties.map((c) => ({ value: c.code, label: lang === 'en' ? c.nameEn : c.name })),
            ]}
            w={{ base: '100%', xs: 260 }}
          />
        </Group>
      </Row>
    </>
  );
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
        onClick={() => setUnfolded((open) => !open)}
      >
        <Text component="span" className={classes.label}>
          {t('list.filters')}
        </Text>
        <Text component="span" className={classes.summary}>
          {summary}
        </Text>
        <span aria-hidden className={classes.chevron}>
          {unfolded ? '▴' : '▾'}
        </span>
      </UnstyledButton>
      <Collapse expanded={unfolded} id="list-filter-rows">
        <div className={classes.foldedRows}>{rows}</div>
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
