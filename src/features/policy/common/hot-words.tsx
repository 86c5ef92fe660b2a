import { Group, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Audience } from '../../../shared/api/contract';
import { useLang, useT } from '../../../shared/i18n/language';
import { labelColon } from '../../../shared/format/dates';
import { policyQueries } from '../api/policy-queries';
import { FlameIcon } from '../../../shared/ui/icons';
import classes from './search-header.module.css';
import { AnchorLink } from '../../../shared/ui/router-links';

const SKELETON_WIDTHS = [92, 92, 78, 78, 78, 92, 92, 78, 78, 92, 78, 78];

/** Up to 12 hot keywords of the active audience; each is a search. */
export function HotWords({ audience }: { audience: Audience }) {
  const t = useT();
  const lang = useLang();
  const { data, isPending, isError } = useQuery(policyQueries.hotWords(audience));
  // not QueryBody: a first-screen strip that a failure hides, its chips' room kept while they load
  if (isError) return null;
  return (
    <Group gap={6} className={classes.hotWords} wrap="wrap" data-testid="hot-words" data-audience={audience}>
      <Text component="span" fw={600} fz="sm" className={classes.hotLabel}>
        <FlameIcon /> {t('home.hotWords')}
        {labelColon(lang)}
      </Text>
      {isPending
        ? // twelve chips of the real words' size, so the page below does not move when they arrive
          SKELETON_WIDTHS.map((width, i) => <Skeleton key={i} height={28} width={width} radius="xl" />)
        : data.map((word) => (
            <AnchorLink
              key={word}
              to="/policyList"
              search={{ keyword: word, audience }}
              className={classes.hotWord}
              underline="never"
              lang="zh-CN"
            >
              {word}
            </AnchorLink>
          ))}
    </Group>
  );
}
