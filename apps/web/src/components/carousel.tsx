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
  /**
   * Slides of different heights (a popup's entries): the carousel is as tall as its tallest slide,
   * so that moving to another slide moves nothing around it. Without it, a dialog centred on the
   * screen jumped at each autoplay step (a layout shift of 0.16 on home under Lighthouse's
   * throttling). Off for slides of one size (banners): there the others stay out of layout, and
   * their lazy images unloaded.
   */
  sameHeight?: boolean;
  className?: string;
}

type EmblaFactory = typeof EmblaCarousel;
let engineModule: Promise<EmblaFactory> | null = null;
const loadEngine = () => (engineModule ??= import('embla-carousel').then((m) => m.default));

/**
 * An accessible carousel (ARCHITECTURE "carousel, gestures": embla). It shows its first slide with
 * dots, arrows and autoplay at once, and loads embla's swipe engine only when the player reaches
 * for it (the first touch, focus, dot or arrow). Loaded on a timer instead, embla's start and its
 * animated autoplay were 1.4 s of main thread under Lighthouse's throttling and kept the page from
 * ever going quiet (total blocking time), for a swipe most visitors never make. Until then autoplay
 * swaps the slide on screen with a short fade; autoplay is kept here, so its timing does not depend
 * on when embla arrives.
 */
export function Carousel({
  label,
  slides,
  autoplayMs,
  loop = true,
  arrows = false,
  onIndexChange,
  sameHeight = false,
  className,
}: CarouselProps) {
  const { t } = useTranslation();
  const n = slides.length;
  const looping = loop && n > 1;
  const [index, setIndex] = useState(0);
  // The first slide appears as the page paints; later ones fade in (before embla, which slides).
  const [moved, setMoved] = useState(false);
  const [factory, setFactory] = useState<EmblaFactory | null>(null);
  // Bumped when the player picks a slide: autoplay counts its full delay again from there, so a
  // picked slide is not swapped away a moment later.
  const [picked, setPicked] = useState(0);
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
    setMoved(true);
    onChange.current?.(i);
  }, []);

  const wantEngine = useCallback(() => {
    if (n <= 1) return;
    void loadEngine().then((f) => {
      // A carousel gone before embla arrived has nothing to attach it to (and setting state then
      // would reach a page that may be gone too).
      if (viewport.current) setFactory(() => f);
    });
  }, [n]);

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
      setPicked((p) => p + 1);
      if (api.current) api.current.scrollTo(i);
      else {
        select(i);
        wantEngine();
      }
    },
    [select, wantEngine],
  );

  // Autoplay: the next slide every autoplayMs; without loop it stops on the last slide. It never
  // asks for the engine itself: embla animates it once the player has asked for embla.
  useEffect(() => {
    if (!autoplayMs || n < 2) return;
    const timer = setInterval(() => {
      const current = indexRef.current;
      if (!looping && current >= n - 1) return;
      const next = (current + 1) % n;
      if (api.current) api.current.scrollTo(next);
      else select(next);
    }, autoplayMs);
    return () => clearInterval(timer);
  }, [autoplayMs, n, looping, select, picked]);

  return (
    <section
      className={`carousel${sameHeight ? ' carousel--same-height' : ''}${className ? ` ${className}` : ''}`}
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div
        className={`carousel__viewport${factory ? '' : ' carousel__viewport--static'}${moved ? ' carousel__viewport--moved' : ''}`}
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
