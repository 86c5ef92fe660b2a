// One saved policy, read entirely from the device.
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Divider,
  Group,
  List,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useFormat } from '../../../shared/format/use-format';
import { useT } from '../../../shared/i18n/language';
import { useOnline } from '../../../shared/offline/online-status';
import type { SavedPolicy } from '../../../shared/offline/saved-policies';
import { useRemoveSavedPolicy } from '../api/saved-policy-mutations';
import { savedPolicyViews } from '../../../shared/offline/saved-policy-views';
import { useDeviceStore } from '../../../shared/storage/use-device-store';
import { MaterialsChecklist } from '../../../shared/ui/materials-checklist';
import { QueryBody } from '../../../shared/ui/query-body';
import { OfflineSavedAt } from '../components/offline-saved-at';
import { policyChangeViews } from '../api/policy-change-views';
import { PolicyChangeNotice } from '../components/policy-change-notice';
import { useChangeWords } from '../lib/change-words';
import { SafeHtml } from '../../../shared/html/safe-html';
import classes from './saved-policies.module.css';

/** The facts as the detail writes them: the server's Chinese marked, dates and the amount by shared/format. */
function Facts({ entry }: { entry: SavedPolicy }) {
  const t = useT();
  const f = useFormat();
  const d = entry.detail;
  const declare =
    d.declareStart && d.declareEnd
      ? f.dateRange(d.declareStart, d.declareEnd)
      : d.declareTime && f.serverRange(d.declareTime);
  const zh = (value: string) => value && <span lang="zh-CN">{value}</span>;
  const rows: [string, ReactNode][] = [
    [t('pwa.department'), zh(d.competentDepartmentPath)],
    [t('pwa.area'), zh(d.areaTypeStr)],
    [t('pwa.declareTime'), declare],
    [t('pwa.reward'), d.rewardMoney > 0 ? f.upTo(d.rewardMoney) : ''],
    [t('pwa.contact'), d.contactPhone],
  ];
  return (
    <dl className={classes.facts}>
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** Lists the policy's own HTML does not already spell out. */
function TextList({ title, items, content }: { title: string; items: string[]; content: string }) {
  if (items.length === 0 || items.every((item) => content.includes(item))) return null;
  return (
    <section>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      <List spacing={4} size="sm">
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </section>
  );
}

export function SavedPolicyView({ id }: { id: string }) {
  const t = useT();
  const online = useOnline();
  const navigate = useNavigate();
  const saved = useDeviceStore(savedPolicyViews.one(id));
  const changes = useDeviceStore(policyChangeViews.unseen);
  const remove = useRemoveSavedPolicy();
  const { w } = useChangeWords();

  const back = (
    <Anchor renderRoot={(props) => <Link {...props} to="/savedPolicies" search={{}} />} size="sm">
      ‹ {t('pwa.backToSaved')}
    </Anchor>
  );
  // the copy is read from the device, so a failed read is the device's, never the network's
  const missing = (failed: boolean) => (
    <Stack gap="sm">
      <Title order={1} size="h3">
        {t('offline.savedList')}
      </Title>
      <Alert color={failed ? 'red' : 'gray'} variant="light">
        {failed ? t('pwa.savedLoadFailed') : t('pwa.savedNotFound')}
      </Alert>
      {back}
    </Stack>
  );

  const page = (entry: SavedPolicy) => {
    const unseen = changes.data?.[entry.id];
    const onRemove = () =>
      remove.mutate(entry.id, {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('pwa.removed'), autoClose: 3000 });
          void navigate({ to: '/savedPolicies', search: {} });
        },
      });

    return (
      <Stack gap="md">
        {back}
        <div>
          <Title order={1} size="h2" lh={1.4}>
            {entry.detail.policyName}
          </Title>
          <Group gap="xs" mt="xs">
            <Badge variant="filled" color="teal.9">
              {t('offline.saved')}
            </Badge>
            {entry.detail.withdrawn && (
              <Badge variant="filled" color="red.9">
                {w('withdrawnBadge')}
              </Badge>
            )}
            <OfflineSavedAt updatedAt={entry.updatedAt ?? entry.savedAt} always />
          </Group>
        </div>
        {unseen && <PolicyChangeNotice entry={entry} changes={unseen} />}
        <Text size="sm" c="dark.5">
          {t('pwa.savedOfflineCopy')}
        </Text>
        <Facts entry={entry} />
        <Divider />
        <section>
          <Title order={2} size="h4" mb="xs">
            {t('pwa.content')}
          </Title>
          <div className={classes.content}>
            {/* the section is an h2 under the screen's h1, so the content's headings start at h3 */}
            <SafeHtml html={entry.detail.content} topLevel={3} />
          </div>
        </section>
        <TextList
          title={t('pwa.conditions')}
          items={entry.detail.conditions}
          content={entry.detail.content}
        />
        {entry.detail.materials.length > 0 && (
          // ticks live on the device, so the checklist reads and ticks offline like the saved copy
          <MaterialsChecklist
            policyId={entry.id}
            policyName={entry.detail.policyName}
            materials={entry.detail.materials}
            headingOrder={2}
          />
        )}
        {entry.detail.attachments.length > 0 && !online && (
          <Text size="sm" c="dark.5">
            {t('pwa.attachmentsOnline')}
          </Text>
        )}
        <Group gap="xs" mt="sm">
          {online && (
            <Button
              renderRoot={(props) => <Link {...props} to="/policyDetail" search={{ id: entry.id }} />}
              variant="light"
            >
              {t('pwa.viewLatest')}
            </Button>
          )}
          <Button variant="default" onClick={onRemove} loading={remove.isPending}>
            {t('pwa.remove')}
          </Button>
        </Group>
      </Stack>
    );
  };

  return (
    <QueryBody
      query={saved}
      loading={<Skeleton height={320} role="status" aria-label={t('common.loading')} />}
      failed={missing(true)}
    >
      {(entry) => (entry ? page(entry) : missing(false))}
    </QueryBody>
  );
}
