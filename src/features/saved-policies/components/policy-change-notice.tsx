// A saved policy that changed says what changed, in words, until the person has seen it (知道了): on the saved
// policies' list and on its saved copy.
import { Alert, Button, List, Text } from '@mantine/core';
import { useFormat } from '../../../shared/format/use-format';
import type { SavedPolicy } from '../../../shared/offline/saved-policies';
import { netChanges } from '../../../shared/offline/policy-change-words';
import type { PolicyChangeEntry } from '../../../shared/offline/saved-policy-changes';
import { useAcknowledgeChanges } from '../api/policy-change-mutations';
import { useChangeWords } from '../lib/change-words';

export function PolicyChangeNotice({ entry, changes }: { entry: SavedPolicy; changes: PolicyChangeEntry }) {
  const { w, sentence } = useChangeWords();
  const f = useFormat();
  const acknowledge = useAcknowledgeChanges();
  const net = netChanges(changes.revisions);
  const latest = changes.revisions.at(-1);
  if (net.length === 0 || !latest) return null;
  const refreshed = entry.detail.revision >= latest.revision;
  return (
    <Alert
      color="orange"
      variant="light"
      title={w('heading')}
      data-policy-change={entry.id}
      styles={{ title: { color: 'var(--mantine-color-dark-9)' } }}
    >
      <List size="sm" spacing={4} c="dark.9">
        {net.map((change) => (
          <List.Item key={change.kind}>
            {sentence(change)}
            {change.kind === 'conditions' && change.to && (
              <Text span size="sm" display="block">
                {w('conditionsNow')}
                <span lang="zh-CN">{change.to}</span>
              </Text>
            )}
          </List.Item>
        ))}
      </List>
      <Text size="sm" c="dark.6" mt={6}>
        {w('changedAt', { time: f.dateTime(latest.changedAt) })}
      </Text>
      {refreshed && (
        <Text size="sm" c="dark.6">
          {w('refreshed')}
        </Text>
      )}
      <Button
        size="xs"
        variant="default"
        mt="sm"
        onClick={() => acknowledge.mutate(entry.id)}
        loading={acknowledge.isPending}
        aria-label={w('acknowledgeLabel', { name: entry.detail.policyName })}
      >
        {w('acknowledge')}
      </Button>
    </Alert>
  );
}
