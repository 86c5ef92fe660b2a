// 我保存的政策: everything saved on this device, openable and removable without a connection.
import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from '@tanstack/react-router';
import { useFormat } from '../../../shared/format/use-format';
import { useT } from '../../../shared/i18n/language';
import type { SavedPolicy } from '../../../shared/offline/saved-policies';
import { useRemoveSavedPolicy } from '../api/saved-policy-mutations';
import { savedPolicyViews } from '../../../shared/offline/saved-policy-views';
import { useDeviceStore } from '../../../shared/storage/use-device-store';
import { OfflineSavedAt } from '../components/offline-saved-at';
import type { PolicyChangeEntry } from '../../../shared/offline/saved-policy-changes';
import { policyChangeViews } from '../api/policy-change-views';
import { PolicyChangeNotice } from '../components/policy-change-notice';
import { useChangeWords } from '../lib/change-words';
import { QueryBody } from '../../../shared/ui/query-body';
import classes from './saved-policies.module.css';

function SavedItem({ entry, changes }: { entry: SavedPolicy; changes: PolicyChangeEntry | undefined }) {
  const t = useT();
  const f = useFormat();
  const { w } = useChangeWords();
  const remove = useRemoveSavedPolicy();
  const { detail } = entry;
  const onRemove = () =>
    remove.mutate(entry.id, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('pwa.removed'), autoClose: 3000 }),
    });
  return (
    <li className={classes.item}>
      <Anchor
        renderRoot={(props) => <Link {...props} to="/savedPolicies" search={{ id: entry.id }} />}
        className={classes.itemTitle}
      >
        {detail.policyName}
      </Anchor>
      <Group gap="xs" mt={6} wrap="wrap">
        {detail.withdrawn && (
          <Badge variant="filled" color="red.9">
            {w('withdrawnBadge')}
          </Badge>
        )}
        {detail.areaTypeStr && (
          <Badge variant="default" lang="zh-CN">
            {detail.areaTypeStr}
          </Badge>
        )}
        {detail.rewardMoney > 0 && (
          // the amount as cards and the detail write it (shared/format/money.ts), not the server's own words
          <Badge variant="light" color="gov">
            {f.upTo(detail.rewardMoney)}
          </Badge>
        )}
      </Group>
      {detail.competentDepartmentPath && (
        <Text size="sm" c="dark.5" mt={6}>
          {f.label(t('pwa.department'))}
          <span lang="zh-CN">{detail.competentDepartmentPath}</span>
        </Text>
      )}
      {changes && (
        <div className={classes.change}>
          <PolicyChangeNotice entry={entry} changes={changes} />
        </div>
      )}
      <Group justify="space-between" mt="sm" wrap="wrap" gap="xs">
        <OfflineSavedAt updatedAt={entry.updatedAt ?? entry.savedAt} always />
        <Group gap="xs">
          <Button
            renderRoot={(props) => <Link {...props} to="/savedPolicies" search={{ id: entry.id }} />}
            size="xs"
            variant="light"
          >
            {t('pwa.open')}
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={onRemove}
            loading={remove.isPending}
            aria-label={t('pwa.removeLabel', { name: detail.policyName })}
          >
            {t('pwa.remove')}
          </Button>
        </Group>
      </Group>
    </li>
  );
}

export function SavedPolicyList() {
  const t = useT();
  const f = useFormat();
  const saved = useDeviceStore(savedPolicyViews.list);
  // the notices wait for nothing: without the device's changes the list shows as before
  const changes = useDeviceStore(policyChangeViews.unseen);

  const empty = (
    <Alert color="gray" variant="light">
      <Text size="sm">{t('pwa.savedEmpty')}</Text>
      <Button component={Link} to="/policyList" size="xs" mt="sm" variant="default">
        {t('nav.directPayment')}
      </Button>
    </Alert>
  );
  const savedList = (list: SavedPolicy[]) => (
    <>
      <Text size="sm" c="dark.5" mb="sm">
        {f.count(list.length, 'pwa.savedCountOne', 'pwa.savedCount')}
      </Text>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {list.map((entry) => (
          <SavedItem key={entry.id} entry={entry} changes={changes.data?.[entry.id]} />
        ))}
      </Stack>
    </>
  );

  return (
    <QueryBody
      query={saved}
      rows={2}
      height={96}
      // the list is read from the device, so a failed read is the device's, never the network's
      failed={
        <Alert color="red" variant="light" title={t('common.loadFailed')}>
          <Text size="sm">{t('pwa.savedLoadFailed')}</Text>
          <Button size="xs" mt="sm" variant="default" onClick={() => void saved.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      }
    >
      {(list) => (list.length === 0 ? empty : savedList(list))}
    </QueryBody>
  );
}
