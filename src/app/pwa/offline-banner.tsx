// The copy deck's offline banner, with the time the shown content was fetched.
import { Container, Text } from '@mantine/core';
import { useLang, useT } from '../../shared/i18n/language';
import { useConnection } from '../../shared/offline/connection';
import { formatSavedTime } from '../../shared/offline/saved-time';
import { useOldestShownDataTime } from './shown-data-time';
import { OfflineIcon } from '../../shared/ui/icons';
import classes from './offline-banner.module.css';

export function OfflineBanner() {
  const t = useT();
  const lang = useLang();
  // "unstable": the browser says online but requests reach nothing (lie-fi)
  const connection = useConnection();
  const online = connection === 'online';
  const shownSince = useOldestShownDataTime();
  return (
    <div
      role="status"
      aria-live="polite"
      className={online ? undefined : classes.banner}
      data-testid="offline-banner"
      data-connection={connection}
      data-noprint
    >
      {!online && (
        <Container size="xl" className={classes.inner}>
          <Text span size="sm" className={classes.message}>
            <OfflineIcon />
            {connection === 'unstable' ? t('connection.unstable') : t('offline.banner')}
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
