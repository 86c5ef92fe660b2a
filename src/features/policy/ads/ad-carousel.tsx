// Lazy chunk: the carousel loads only when there are ads to show. Built on Embla directly rather than
// Mantine's Carousel, whose announcements ("Slide 1 of 4", "Slides", "Go to slide") are fixed in English.
import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import type { Ad } from '../../../shared/api/contract';
import { useT } from '../../../shared/i18n/language';
import { ChevronIcon } from '../../../shared/ui/icons';
import { safeAdHref } from './ad-link';
import classes from './ad-carousel.module.css';

/** The previous / next controls, in reading order. */
const STEPS = [
  { type: 'previous', label: 'ad.previous', direction: 'left' },
  { type: 'next', label: 'ad.next', direction: 'right' },
] as const;

export const AD_INTERVAL_MS = 10_000;

export default function AdCarousel({ ads, label }: { ads: Ad[]; label: string }) {
  const t = useT();
  const reducedMotion = useReducedMotion();
  const several = ads.length > 1;
  const [viewportRef, embla] = useEmblaCarousel({ loop: several, duration: reducedMotion ? 0 : 25 });
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused || reducedMotion;
  const slideLabel = useCallback(
    (i: number) => t('ad.slide', { n: i + 1, total: ads.length }),
    [t, ads.length],
  );

  useEffect(() => {
    if (!embla) return undefined;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla || paused || !several) return undefined;
    const timer = setInterval(() => embla.scrollNext(), AD_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [embla, paused, several]);

  const step = ({ type, label, direction }: (typeof STEPS)[number]) => (
    <UnstyledButton
      className={classes.control}
      data-type={type}
      aria-label={t(label)}
      onClick={() => (type === 'previous' ? embla?.scrollPrev() : embla?.scrollNext())}
    >
      <ChevronIcon direction={direction} />
    </UnstyledButton>
  );

  return (
    <div
      role="region"
      aria-roledescription={t('ad.carousel')}
      aria-label={label}
      className={classes.carousel}
      data-paused={paused || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {/* told only while the user is in charge: a rotating carousel does not talk over the page */}
      <VisuallyHidden role="status" aria-live={paused ? 'polite' : 'off'} aria-atomic>
        {several ? slideLabel(selected) : ''}
      </VisuallyHidden>
      <div className={classes.viewport} ref={viewportRef}>
        <div className={classes.track}>
          {ads.map((ad, i) => {
            const href = safeAdHref(ad.adLink);
            // the banner's own words are too small at a column's width: its title is written under it
            const image = (
              <>
                <img
                  src={ad.adContent}
                  alt={ad.adTitle ? '' : label}
                  className={classes.image}
                  loading="lazy"
                />
                {ad.adTitle && (
                  <span className={classes.caption} lang="zh-CN">
                    {ad.adTitle}
                  </span>
                )}
              </>
            );
            return (
              <div
                key={`${ad.adContent}-${i}`}
                className={classes.slide}
                role="group"
                aria-roledescription={t('ad.slideRole')}
                aria-label={slideLabel(i)}
                aria-hidden={i !== selected || undefined}
                inert={i !== selected || undefined}
              >
                {href ? (
                  <a href={href} className={classes.link}>
                    {image}
                  </a>
                ) : (
                  image
                )}
              </div>
            );
          })}
        </div>
      </div>
      {several && (
        // below the banner, never over its words
        <div className={classes.controls}>
          {step(STEPS[0])}
          <div className={classes.indicators} role="group" aria-label={t('ad.choose')}>
            {ads.map((ad, i) => (
              <UnstyledButton
                key={`${ad.adContent}-${i}`}
                className={classes.indicator}
                data-active={i === selected || undefined}
                aria-label={slideLabel(i)}
                aria-current={i === selected || undefined}
                onClick={() => embla?.scrollTo(i)}
              />
            ))}
          </div>
          {step(STEPS[1])}
        </div>
      )}
    </div>
  );
}
