import { lazy, Suspense, useState } from 'react';
import { CloseButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useElderMode } from '../../../shared/a11y/settings';
import { useT } from '../../../shared/i18n/language';
import { useNearViewport } from '../../../shared/ui/use-near-viewport';
import { policyQueries } from '../api/policy-queries';
import classes from './floating-ad.module.css';

const AdCarousel = lazy(() => import('./ad-carousel'));
const CLOSED_KEY = 'portal.homeAdClosed';

function wasClosed(): boolean {
  try {
    return sessionStorage.getItem(CLOSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** The floating ad carousel of home and list (ad_PC_homePage2); closing it lasts for the session;
 * none in 长辈模式. */
export function FloatingAd() {
  const t = useT();
  const [closed, setClosed] = useState(wasClosed);
  // 长辈模式 shows no advertising: not rendered, not even fetched
  const elder = useElderMode();
  const { data } = useQuery({ ...policyQueries.ads('ad_PC_homePage2'), enabled: !closed && !elder });
  // on a phone the strip sits below the first screen: its carousel code loads when scrolled near
  const { ref, near } = useNearViewport<HTMLDivElement>();
  if (closed || elder || !data || data.length === 0) return null;

  const close = () => {
    setClosed(true);
    try {
      sessionStorage.setItem(CLOSED_KEY, '1');
    } catch {
      // private mode: closed for this page only
    }
  };

  return (
    <aside className={classes.floating} aria-label={t('ad.region')} data-testid="floating-ad" data-noprint>
      <CloseButton
        size="sm"
        className={classes.close}
        onClick={close}
        aria-label={t('ad.close')}
        variant="filled"
      />
      <div ref={ref}>
        {near ? (
          <Suspense fallback={<div className={classes.placeholder} />}>
            <AdCarousel ads={data} label={t('ad.region')} />
          </Suspense>
        ) : (
          <div className={classes.placeholder} />
        )}
      </div>
    </aside>
  );
}
