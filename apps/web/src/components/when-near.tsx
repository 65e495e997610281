import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/** Resolves once the page has loaded (the first screen's own requests are done). */
function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Renders its children once the spot comes near the screen: a below-the-fold section's code and
 * data load when the player scrolls towards it (like the lazy images of §9). It starts watching
 * after the page has loaded, when the sections above have their real height, and holds a
 * placeholder of the expected height until then so the page does not jump. `prepare` (the
 * section's code) is awaited before the section renders, so that it shows in one commit instead of
 * its own loading fallback first; a failed `prepare` leaves the section's fallback and error to it.
 */
export function WhenNear({
  children,
  minHeight,
  rootMargin = '300px',
  prepare,
}: {
  children: ReactNode;
  minHeight: number;
  rootMargin?: string;
  prepare?: () => Promise<unknown>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (old browsers, tests) there is nothing to wait for.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    let io: IntersectionObserver | null = null;
    let active = true;
    void pageLoaded().then(() => {
      if (!active) return;
      io = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          io?.disconnect();
          // Then a transition: the section renders in slices, leaving the main thread free
          // between them.
          void (prepare?.() ?? Promise.resolve())
            .catch(() => undefined)
            .then(() => active && startTransition(() => setNear(true)));
        },
        { rootMargin },
      );
      io.observe(el);
    });
    return () => {
      active = false;
      io?.disconnect();
    };
  }, [near, rootMargin, prepare]);
  if (near) return <>{children}</>;
  return <div ref={ref} style={{ minHeight }} aria-hidden="true" />;
}
