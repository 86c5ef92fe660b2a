import { List, Skeleton, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useT } from '../../../shared/i18n/language';
import { policySummaryQueries } from '../../../shared/api/policy-summary';
import { PolicyLink } from '../../../shared/ui/policy-link';

/** Names of a guide's related policies, each linking to its detail; a withdrawn policy is left out. */
export function RelatedPolicies({ ids }: { ids: string[] }) {
  const t = useT();
  const results = useQueries({ queries: ids.map((id) => policySummaryQueries.summary(id)) });
  if (ids.length === 0) {
    return (
      <Text fz="sm" c="dark.6">
        {t('content.guide.noRelated')}
      </Text>
    );
  }
  return (
    <List size="sm" spacing={6}>
      {results.map((r, i) => {
        const id = ids[i] as string;
        // not QueryBody: one line per policy of many reads, and a policy that fails is left out, not reported
        if (r.isPending) return <Skeleton key={id} height={14} my={4} width="80%" />;
        if (r.isError) return null;
        return (
          <List.Item key={id}>
            <PolicyLink id={id} fz="sm">
              {r.data.policyName}
            </PolicyLink>
          </List.Item>
        );
      })}
    </List>
  );
}
