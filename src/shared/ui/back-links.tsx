import { Button, Group } from '@mantine/core';
import { Link, useCanGoBack, useRouter, type LinkProps } from '@tanstack/react-router';
import { useT } from '../i18n/language';

/** "Previous page" when there is in-app history, plus a link back to the list. */
export function BackLinks({ listLabel, listTo }: { listLabel: string; listTo: LinkProps['to'] }) {
  const t = useT();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return (
    <Group gap="sm" mt="xl">
      {canGoBack && (
        <Button variant="default" onClick={() => router.history.back()}>
          ‹ {t('content.previousPage')}
        </Button>
      )}
      <Button component={Link} to={listTo} variant="light">
        {listLabel}
      </Button>
    </Group>
  );
}
