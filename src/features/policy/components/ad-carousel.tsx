// Lazy chunk: the carousel and its CSS load only when there are ads to show.
import { useEffect, useState } from 'react';
import { Carousel } from '@mantine/carousel';
import { useReducedMotion } from '@mantine/hooks';
import type { EmblaCarouselType } from 'embla-carousel';
import '@mantine/carousel/styles.layer.css';
import type { Ad } from '../../../shared/api/contract';
import { useT } from '../../../shared/i18n/language';
import { safeAdHref } from '../lib/ad-link';
import classes from './floating-ad.module.css';

export const AD_INTERVAL_MS = 10_000;

export default function AdCarousel({ ads, label }: { ads: Ad[]; label: string }) {
  const t = useT();
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const paused = hovered || focused || reducedMotion;

  useEffect(() => {
    if (!embla || paused || ads.length < 2) return undefined;
    const timer = setInterval(() => embla.scrollNext(), AD_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [embla, paused, ads.length]);

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-paused={paused || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Carousel
        getEmblaApi={setEmbla}
        emblaOptions={{ loop: ads.length > 1, duration: reducedMotion ? 0 : 25 }}
        withIndicators={ads.length > 1}
        withControls={ads.length > 1}
        controlSize={24}
        controlsOffset={6}
        previousControlProps={{ 'aria-label': t('ad.previous') }}
        nextControlProps={{ 'aria-label': t('ad.next') }}
        getIndicatorProps={(i) => ({ 'aria-label': t('ad.slide', { n: i + 1, total: ads.length }) })}
        classNames={{ indicator: classes.indicator }}
      >
        {ads.map((ad, i) => {
          const href = safeAdHref(ad.adLink);
          const image = (
            <img src={ad.adContent} alt={ad.adTitle ?? label} className={classes.image} loading="lazy" />
          );
          return (
            <Carousel.Slide
              key={`${ad.adContent}-${i}`}
              aria-roledescription="slide"
              aria-label={t('ad.slide', { n: i + 1, total: ads.length })}
            >
              {href ? (
                <a href={href} className={classes.link}>
                  {image}
                </a>
              ) : (
                image
              )}
            </Carousel.Slide>
          );
        })}
      </Carousel>
    </div>
  );
}
