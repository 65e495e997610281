import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import './carousel.css';

export interface CarouselProps {
  /** Accessible name of the carousel. */
  label: string;
  slides: ReactNode[];
  /** Autoplay delay in ms; none when absent. */
  autoplayMs?: number;
  loop?: boolean;
  /** Previous/next buttons beside the dots. */
  arrows?: boolean;
  onIndexChange?: (index: number) => void;
  className?: string;
}

/**
 * An accessible carousel on embla (ARCHITECTURE "carousel, gestures"): swipe, dots, optional
 * arrows and autoplay. Import it lazily: embla stays out of the first-load bundle.
 */
export default function Carousel({ label, slides, autoplayMs, loop = true, arrows = false, onIndexChange, className }: CarouselProps) {
  const { t } = useTranslation();
  const [plugins] = useState(() =>
    autoplayMs ? [Autoplay({ delay: autoplayMs, stopOnInteraction: false, stopOnLastSnap: !loop })] : [],
  );
  const [viewportRef, embla] = useEmblaCarousel({ loop: loop && slides.length > 1, align: 'start' }, plugins);
  const [index, setIndex] = useState(0);

  const onSelect = useCallback(() => {
    if (!embla) return;
    const i = embla.selectedScrollSnap();
    setIndex(i);
    onIndexChange?.(i);
  }, [embla, onIndexChange]);

  useEffect(() => {
    if (!embla) return;
    embla.on('select', onSelect);
    embla.on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect);
      embla.off('reInit', onSelect);
    };
  }, [embla, onSelect]);

  const n = slides.length;
  return (
    <section className={`carousel${className ? ` ${className}` : ''}`} aria-roledescription="carousel" aria-label={label}>
      <div className="carousel__viewport" ref={viewportRef}>
        <div className="carousel__track">
          {slides.map((slide, i) => (
            <div
              className="carousel__slide"
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slide_of', { n: i + 1, total: n })}
              aria-hidden={i !== index ? true : undefined}
              inert={i !== index ? true : undefined}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {n > 1 ? (
        <div className="carousel__controls">
          {arrows ? (
            <button type="button" className="carousel__arrow" aria-label={t('previous')} disabled={!loop && index === 0} onClick={() => embla?.scrollPrev()}>
              <ChevronLeft size={18} aria-hidden="true" />
            </button>
          ) : null}
          <div className="carousel__dots">
            {slides.map((_, i) => (
              <button
                key={i}
                type="button"
                className={`carousel__dot${i === index ? ' is-active' : ''}`}
                aria-label={t('go_to_slide', { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => embla?.scrollTo(i)}
              />
            ))}
          </div>
          {arrows ? (
            <button type="button" className="carousel__arrow" aria-label={t('next')} disabled={!loop && index === n - 1} onClick={() => embla?.scrollNext()}>
              <ChevronRight size={18} aria-hidden="true" />
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
