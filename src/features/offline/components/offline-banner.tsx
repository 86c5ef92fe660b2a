// The copy deck's offline banner, with the time the shown content was fetched.
import { Container, Text } from '@mantine/core';
import { useLang, useT } from '../../../shared/i18n/language';
import { useOnline } from '../../../shared/offline/online-status';
import { formatSavedTime } from '../../../shared/offline/saved-time';
import { useOldestShownDataTime } from '../lib/shown-data-time';
import { OfflineIcon } from '../../../shared/ui/icons';
import classes from './offline-banner.module.css';

export function OfflineBanner() {
  const t = useT();
  const lang = useLang();
  const online = useOnline();
  const shownSince = useOldestShownDataTime();
  return (
    <div
      role="status"
      aria-live="polite"
      className={online ? undefined : classes.banner}
      data-testid="offline-banner"
    >
      {!online && (
        <Container size="xl" className={classes.inner}>
          <Text span size="sm" className={classes.message}>
            <OfflineIcon />
            {t('offline.banner')}
          </Text>
          {shownSince !== null && (
            <Text span size="sm" className={classes.savedAt}>
              {t('offline.savedAt', { time: formatSavedTime(shownSince, lang) })}
            </Text>
          )}
        </Container>
      )}
    </div>
  );
}
