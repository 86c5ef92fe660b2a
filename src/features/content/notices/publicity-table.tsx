import { Badge, Box, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { PublicityItem } from '../../../shared/api/contract';
import { useLang, useT } from '../../../shared/i18n/language';
import type { PublicityKind } from './notice-api';
import { countyLabel } from './county-select';
import { useFormat } from '../../../shared/format/use-format';
import { NoWrap } from '../../../shared/ui/no-wrap';
import classes from './publicity-table.module.css';
import { PolicyLink } from '../../../shared/ui/policy-link';

interface PublicityTableProps {
  kind: PublicityKind;
  rows: PublicityItem[];
  /** number of the first row (1-based) on this page */
  firstIndex: number;
  today: string;
}

/** A table on wide screens; the same rows as cards on phones. */
export function PublicityTable({ kind, rows, firstIndex, today }: PublicityTableProps) {
  const t = useT();
  const lang = useLang();
  const f = useFormat();
  const money = (yuan: number) => <NoWrap>{f.money(yuan)}</NoWrap>;
  const date = (text: string) => <NoWrap>{f.date(text)}</NoWrap>;
  const endLabel = kind === 'publicity' ? t('content.pub.endTime') : t('content.pub.payTime');
  const open = (row: PublicityItem) => kind === 'publicity' && row.endTime >= today;
  const status = (row: PublicityItem) =>
    kind === 'notice' ? null : (
      <Badge size="sm" variant="light" color={open(row) ? 'gov' : 'gray'} style={{ flexShrink: 0 }}>
        {open(row) ? t('content.pub.open') : t('content.pub.closed')}
      </Badge>
    );
  const policyLink = (row: PublicityItem) => (
    <PolicyLink id={row.policyId} fz="sm" c="dark.8" className={classes.policy}>
      <span lang="zh-CN">{row.policyName}</span>
    </PolicyLink>
  );

  return (
    <>
      <Box visibleFrom="md">
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover verticalSpacing="sm" className={classes.table}>
            <Table.Caption className={classes.caption}>
              {t(kind === 'publicity' ? 'nav.prizePublicity' : 'nav.prizeNotice')}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('content.pub.index')}</Table.Th>
                <Table.Th scope="col">{t('content.pub.policy')}</Table.Th>
                <Table.Th scope="col">{t('content.pub.subject')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('content.pub.amount')}
                </Table.Th>
                <Table.Th scope="col">{t('content.county')}</Table.Th>
                <Table.Th scope="col">{t('content.pub.publishTime')}</Table.Th>
                <Table.Th scope="col">{endLabel}</Table.Th>
                {kind === 'notice' ? null : (
                  // wide enough for the whole badge (公示中 / Open): it must not be cut to 公…
                  <Table.Th scope="col" style={{ minWidth: 88 }}>
                    {t('content.pub.status')}
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, i) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{firstIndex + i}</Table.Td>
                  <Table.Td>{policyLink(row)}</Table.Td>
                  <Table.Td lang="zh-CN">{row.enterpriseName}</Table.Td>
                  <Table.Td ta="right" className={classes.amount}>
                    {money(row.rewardMoney)}
                  </Table.Td>
                  <Table.Td>{countyLabel(row.countyCode, lang)}</Table.Td>
                  <Table.Td>{date(row.publishTime)}</Table.Td>
                  <Table.Td>{date(row.endTime)}</Table.Td>
                  {kind === 'notice' ? null : <Table.Td>{status(row)}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      <Stack hiddenFrom="md" gap="sm" component="ol" className={classes.cards}>
        {rows.map((row) => (
          <Card key={row.id} component="li" withBorder radius="sm" padding="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              {policyLink(row)}
              {status(row)}
            </Group>
            <Text fz="sm" mt={6} lang="zh-CN">
              {row.enterpriseName}
            </Text>
            <dl className={classes.facts}>
              <dt>{t('content.pub.amount')}</dt>
              <dd className={classes.amount}>{money(row.rewardMoney)}</dd>
              <dt>{t('content.county')}</dt>
              <dd>{countyLabel(row.countyCode, lang)}</dd>
              <dt>{t('content.pub.publishTime')}</dt>
              <dd>{date(row.publishTime)}</dd>
              <dt>{endLabel}</dt>
              <dd>{date(row.endTime)}</dd>
            </dl>
          </Card>
        ))}
      </Stack>
    </>
  );
}
