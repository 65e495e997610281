import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type EmblaCarousel from 'embla-carousel';
import type { EmblaCarouselType } from 'embla-carousel';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import './carousel.css';

export interface CarouselProps {
  /** Accessible name of the carousel. */
  label: string;
  slides: ReactNode[];
  /** Autoplay delay in ms; none when absent. Stops on the last slide when not looping. */
  autoplayMs?: number;
  loop?: boolean;
  /** Previous/next buttons beside the dots. */
  arrows?: boolean;
  onIndexChange?: (index: number) => void;
  className?: string;
}

/** The swipe engine comes this long after the carousel appears, or at the first touch or key. */
export const CAROUSEL_ENGINE_DELAY_MS = 2_000;

type EmblaFactory = typeof EmblaCarousel;
let engineModule: Promise<EmblaFactory> | null = null;
const loadEngine = () => (engineModule ??= import('embla-carousel').then((m) => m.default));

/**
 * An accessible carousel (ARCHITECTURE "carousel, gestures": embla). It shows its first slide with
 * dots, arrows and autoplay at once, and loads embla's swipe engine on demand (the first touch,
 * focus or dot, or 2 s after it appears), so no carousel code is on the first-load path (issue
 * "performance"). Autoplay is kept here, so its timing does not depend on when embla arrives.
 */
export function Carousel({
  label,
  slides,
  autoplayMs,
  loop = true,
  arrows = false,
  onIndexChange,
  className,
}: CarouselProps) {
  const { t } = useTranslation();
  const n = slides.length;
  const looping = loop && n > 1;
  const [index, setIndex] = useState(0);
  const [factory, setFactory] = useState<EmblaFactory | null>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const api = useRef<EmblaCarouselType | null>(null);
  const indexRef = useRef(0);
  const onChange = useRef(onIndexChange);
  useEffect(() => {
    onChange.current = onIndexChange;
  }, [onIndexChange]);

  const select = useCallback((i: number) => {
    indexRef.current = i;
    setIndex(i);
    onChange.current?.(i);
  }, []);

  const wantEngine = useCallback(() => {
    if (n > 1) void loadEngine().then((f) => setFactory(() => f));
  }, [n]);

  // The engine, on demand.
  useEffect(() => {
    if (n < 2 || factory) return;
    const timer = setTimeout(wantEngine, CAROUSEL_ENGINE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [n, factory, wantEngine]);

  // Before paint once it is here: embla takes over at the slide on screen.
  useLayoutEffect(() => {
    if (!factory || !viewport.current) return;
    const embla = factory(viewport.current, {
      loop: looping,
      align: 'start',
      startIndex: indexRef.current,
    });
    api.current = embla;
    const onSelect = () => select(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      api.current = null;
      embla.destroy();
    };
  }, [factory, looping, select]);

  const goTo = useCallback(
    (i: number) => {
      if (api.current) api.current.scrollTo(i);
      else {
        select(i);
        wantEngine();
      }
    },
    [select, wantEngine],
  );

  // Autoplay: the next slide every autoplayMs; without loop it stops on the last slide.
  useEffect(() => {
    if (!autoplayMs || n < 2) return;
    const timer = setInterval(() => {
      const current = indexRef.current;
      if (!looping && current >= n - 1) return;
      goTo((current + 1) % n);
    }, autoplayMs);
    return () => clearInterval(timer);
  }, [autoplayMs, n, looping, goTo]);

  return (
    <section
      className={`carousel${className ? ` ${className}` : ''}`}
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div
        className={`carousel__viewport${factory ? '' : ' carousel__viewport--static'}`}
        ref={viewport}
        onPointerDown={wantEngine}
        onFocus={wantEngine}
      >
        <div className="carousel__track">
          {slides.map((slide, i) => (
            <div
              className={`carousel__slide${i === index ? ' is-current' : ''}`}
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
            <button
              type="button"
              className="carousel__arrow"
              aria-label={t('previous')}
              disabled={!looping && index === 0}
              onClick={() => goTo((index - 1 + n) % n)}
            >
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
                onClick={() => goTo(i)}
              />
            ))}
          </div>
          {arrows ? (
            <button
              type="button"
              className="carousel__arrow"
              aria-label={t('next')}
              disabled={!looping && index === n - 1}
              onClick={() => goTo((index + 1) % n)}
            >
              <ChevronRight size={18} aria-hidden="true" />
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
