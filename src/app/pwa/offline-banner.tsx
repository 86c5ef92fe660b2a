// The copy deck's offline banner, with the time the shown content was fetched.
import { Container, Text } from '@mantine/core';
import { useLang, useT } from '../../shared/i18n/language';
import { useConnection } from '../../shared/offline/connection';
import { formatSavedTime } from '../../shared/offline/saved-time';
import { useOldestShownDataTime } from './shown-data-time';
import { OfflineIcon } from '../../shared/ui/icons';
import classes from './offline-banner.module.css';

/**
 * When the shown content was fetched. Its own component, rendered only with the banner: the time is read
 * from every query being shown, and reading it while online would make React render again in the first
 * screen's commit (the queries gain their observers there) for a line that is not on the page.
 */
function SavedAt() {
  const t = useT();
  const lang = useLang();
  const shownSince = useOldestShownDataTime();
  if (shownSince === null) return null;
  return (
    <Text span size="sm" className={classes.savedAt}>
      {t('offline.savedAt', { time: formatSavedTime(shownSince, lang) })}
    </Text>
  );
}

export function OfflineBanner() {
  const t = useT();
  // "unstable": the browser says online but requests reach nothing (lie-fi)
  const connection = useConnection();
  const online = connection === 'online';
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
          <SavedAt />
        </Container>
      )}
    </div>
  );
}
