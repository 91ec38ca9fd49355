import type { LearningBlock } from '@trilha/shared/api/learning-common';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { BackIcon, NextIcon } from '../../../ui/icons';
import { CardImage } from '../components/card-image';
import { CardFrame } from '../components/learning-card';
import { useScreenSize } from '../hooks/use-screen-size';

/**
 * MasterBanner: a slider of banners rotating every `rotationInterval` seconds (spec 3, 9), paused while
 * hovered or focused and when the member prefers reduced motion.
 */
export function MasterBannerBlock({ block, isFirstBlock = false }: { block: LearningBlock; isFirstBlock?: boolean }) {
  const { t } = useTranslation();
  const slides = block.elements;
  // Small screens get the 2:1 variant, so the banner's text stays legible.
  const format = useScreenSize() === 'small' ? 'landscape-middle' : 'landscape-large';
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const interval = (block.parameters.rotationInterval ?? 6) * 1000;
  useEffect(() => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (paused || reduced || slides.length < 2) return;
    const timer = setInterval(() => setIndex((value) => (value + 1) % slides.length), interval);
    return () => clearInterval(timer);
  }, [paused, interval, slides.length]);
  if (slides.length === 0) return null;
  const go = (next: number) => setIndex((next + slides.length) % slides.length);
  return (
    <section
      aria-roledescription="carousel"
      aria-label={block.title ?? t('learning.blocks.slide', { index: index + 1, total: slides.length })}
      className="relative -mx-4 overflow-hidden sm:mx-0 sm:rounded-2xl"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="flex transition-transform duration-500" style={{ transform: `translateX(-${index * 100}%)` }}>
        {slides.map((slide, position) => (
          // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group with the 'slide' role description (WAI-ARIA carousel pattern).
          <div
            key={slide.idBlockElement ?? position}
            role="group"
            aria-roledescription="slide"
            aria-label={t('learning.blocks.slide', { index: position + 1, total: slides.length })}
            inert={position !== index}
            className="w-full shrink-0"
          >
            <CardFrame card={slide} className="block">
              <CardImage
                src={slide.image}
                format={format}
                alt={slide.title}
                eager={position === 0}
                priority={position === 0 && isFirstBlock}
              />
            </CardFrame>
          </div>
        ))}
      </div>
      {slides.length > 1 ? (
        <>
          <button
            type="button"
            onClick={() => go(index - 1)}
            className="absolute bottom-1 left-2 flex size-11 items-center justify-center rounded-full bg-white/85 text-ink shadow sm:bottom-auto sm:top-1/2 sm:-translate-y-1/2"
            aria-label={t('learning.blocks.previous')}
          >
            <BackIcon />
          </button>
          <button
            type="button"
            onClick={() => go(index + 1)}
            className="absolute bottom-1 right-2 flex size-11 items-center justify-center rounded-full bg-white/85 text-ink shadow sm:bottom-auto sm:top-1/2 sm:-translate-y-1/2"
            aria-label={t('learning.blocks.next')}
          >
            <NextIcon />
          </button>
          <div className="pointer-events-none absolute inset-x-0 bottom-2 flex justify-center gap-1">
            {slides.map((slide, position) => (
              <button
                key={slide.idBlockElement ?? position}
                type="button"
                onClick={() => go(position)}
                aria-label={t('learning.blocks.goToSlide', { index: position + 1 })}
                aria-current={position === index}
                className="pointer-events-auto flex size-6 items-center justify-center"
              >
                <span className={`block size-2.5 rounded-full ${position === index ? 'bg-white' : 'bg-white/50'}`} />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
