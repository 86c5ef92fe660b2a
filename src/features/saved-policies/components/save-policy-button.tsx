// 保存到本机: keeps the full policy detail on this device; once saved it opens the offline copy.
import { Button, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { PolicyDetail, PolicyListItem } from '../../../shared/api/contract';
import { isApiError } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n/language';
import { NeedsNetwork } from '../../../shared/offline/needs-network';
import { useOnline } from '../../../shared/offline/online-status';
import { isPolicyDetail, useSavePolicy, type PolicyDetailQuery } from '../api/saved-policy-mutations';
import { savedPolicyViews } from '../../../shared/offline/saved-policy-views';
import { useDeviceStore } from '../../../shared/storage/use-device-store';
import { CheckIcon, DownloadToDeviceIcon } from '../../../shared/ui/icons';

interface SavePolicyButtonProps<K extends QueryKey> {
  policy: PolicyDetail | PolicyListItem;
  /** how to fetch the full detail when only a list item is at hand */
  detailQuery: PolicyDetailQuery<K>;
  size?: ButtonProps['size'];
}

export function SavePolicyButton<K extends QueryKey>({
  policy,
  detailQuery,
  size = 'sm',
}: SavePolicyButtonProps<K>) {
  const t = useT();
  const online = useOnline();
  const queryClient = useQueryClient();
  const saved = useDeviceStore(savedPolicyViews.one(policy.id));
  const save = useSavePolicy(detailQuery);

  if (saved.data) {
    return (
      <Button
        renderRoot={(props) => <Link {...props} to="/savedPolicies" search={{ id: policy.id }} />}
        size={size}
        variant="outline"
        color="teal.9"
        leftSection={<CheckIcon size={16} />}
      >
        {t('offline.saved')}
      </Button>
    );
  }

  const onSave = () =>
    save.mutate(policy, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('offline.saved'), autoClose: 3000 }),
      // API failures already get the global reaction; only the device's own failure is told here
      onError: (error) => {
        if (!isApiError(error))
          notifications.show({ color: 'red', message: t('pwa.saveFailed'), autoClose: 5000 });
      },
    });

  const button = (
    <Button
      size={size}
      variant="default"
      leftSection={<DownloadToDeviceIcon />}
      loading={save.isPending}
      loaderProps={{ type: 'dots' }}
      onClick={onSave}
      disabled={saved.status === 'pending'}
    >
      {t('offline.save')}
    </Button>
  );

  // offline, a card can still be saved when its detail is already on the device
  const detailAtHand =
    isPolicyDetail(policy) || queryClient.getQueryData(detailQuery(policy.id).queryKey) !== undefined;
  return online || detailAtHand ? button : <NeedsNetwork>{button}</NeedsNetwork>;
}
