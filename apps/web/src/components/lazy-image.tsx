import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { LAZY_IMAGE_THRESHOLD_PX, LAZY_IMAGE_THROTTLE_MS } from '@member-app/contract/constants';
import './lazy-image.css';

function throttle(fn: () => void, ms: number) {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return () => {
    const now = Date.now();
    const wait = ms - (now - last);
    if (wait <= 0) {
      last = now;
      fn();
    } else if (!timer) {
      timer = setTimeout(() => {
        timer = undefined;
        last = Date.now();
        fn();
      }, wait);
    }
  };
}

/**
 * §9 Lazy image: starts loading when it comes within 100 px of the viewport. Uses an
 * IntersectionObserver; without one, a scroll check throttled to 150 ms.
 */
export function LazyImage({
  src,
  alt,
  className,
  ...rest
}: ImgHTMLAttributes<HTMLImageElement> & { alt: string }) {
  const ref = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(false);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el || visible) return;
    if (typeof IntersectionObserver !== 'undefined') {
      const io = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            setVisible(true);
            io.disconnect();
          }
        },
        { rootMargin: `${LAZY_IMAGE_THRESHOLD_PX}px` },
      );
      io.observe(el);
      return () => io.disconnect();
    }
    const check = throttle(() => {
      const r = el.getBoundingClientRect();
      if (
        r.top < window.innerHeight + LAZY_IMAGE_THRESHOLD_PX &&
        r.bottom > -LAZY_IMAGE_THRESHOLD_PX
      )
        setVisible(true);
    }, LAZY_IMAGE_THROTTLE_MS);
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [visible]);

  return (
    <img
      ref={ref}
      src={visible ? src : undefined}
      alt={alt}
      decoding="async"
      className={`lazy-image${loaded ? ' is-loaded' : ''}${className ? ` ${className}` : ''}`}
      onLoad={() => setLoaded(true)}
      {...rest}
    />
  );
}
