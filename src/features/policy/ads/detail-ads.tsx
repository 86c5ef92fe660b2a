import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useElderMode } from '../../../shared/a11y/settings';
import { useT } from '../../../shared/i18n/language';
import { policyQueries } from '../api/policy-queries';
import { safeAdHref } from './ad-link';
import classes from './detail-ads.module.css';

/** The policy-detail header ads (ad_PC_policyDetail); nothing when there are none or they fail, or in 长辈模式. */
export function DetailAds() {
  const t = useT();
  const elder = useElderMode();
  const { data, isPending } = useQuery({ ...policyQueries.ads('ad_PC_policyDetail'), enabled: !elder });
  if (elder) return null;
  // while they load, the banners' room is kept, so the policy below does not jump when they arrive
  if (isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" aria-hidden data-noprint>
        {[0, 1, 2].map((i) => (
          <div key={i} className={`${classes.link} ${classes.reserved}`} />
        ))}
      </SimpleGrid>
    );
  }
  if (!data || data.length === 0) return null;
  return (
    <aside aria-label={t('ad.region')} data-noprint>
      <SimpleGrid cols={{ base: 1, sm: Math.min(3, data.length) }} spacing="sm">
        {data.slice(0, 3).map((ad, i) => {
          const href = safeAdHref(ad.adLink);
          const image = (
            <img
              src={ad.adContent}
              alt={ad.adTitle ?? t('ad.region')}
              className={classes.image}
              loading="lazy"
            />
          );
          return href ? (
            <a key={`${ad.adContent}-${i}`} href={href} className={classes.link}>
              {image}
            </a>
          ) : (
            <div key={`${ad.adContent}-${i}`} className={classes.link}>
              {image}
            </div>
          );
        })}
      </SimpleGrid>
    </aside>
  );
}
