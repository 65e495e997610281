import { useEffect, useRef, useState } from 'react';
import { MARQUEE_PX_PER_S } from '@member-app/contract/constants';
import './marquee.css';

/** §2/§9 "a scrolling marquee (speed 60 px/s)": the time to cross is distance divided by speed. */
export function marqueeDurationS(
  contentWidth: number,
  viewportWidth: number,
  pxPerS = MARQUEE_PX_PER_S,
): number {
  return (contentWidth + viewportWidth) / pxPerS;
}

/**
 * A scrolling line of text at 60 px/s (§9). Pauses while hovered or focused; the full text stays
 * readable by screen readers (the moving copy is decorative).
 */
export function Marquee({ items, label }: { items: string[]; label: string }) {
  const viewport = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLSpanElement>(null);
  const [size, setSize] = useState<{ content: number; viewport: number } | null>(null);
  const text = items.join('     •     ');

  // Measured by a ResizeObserver, whose callback comes after the browser's own layout: measuring in
  // a layout effect forced a layout of the whole page inside home's first commit (issue "first
  // screen fast"). It also follows a new width (rotation, resize).
  useEffect(() => {
    const measure = () => {
      if (viewport.current && content.current)
        setSize((old) => {
          const next = {
            content: content.current!.scrollWidth,
            viewport: viewport.current!.clientWidth,
          };
          return old && old.content === next.content && old.viewport === next.viewport ? old : next;
        });
    };
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const ro = new ResizeObserver(measure);
    if (viewport.current) ro.observe(viewport.current);
    if (content.current) ro.observe(content.current);
    return () => ro.disconnect();
  }, [text]);

  const duration = size ? marqueeDurationS(size.content, size.viewport) : 0;
  return (
    <div className="marquee" ref={viewport} tabIndex={0} role="marquee" aria-label={label}>
      <span className="visually-hidden">
        {items.map((i) => (/[.!?。！？]$/.test(i) ? i : `${i}.`)).join(' ')}
      </span>
      <span
        ref={content}
        className="marquee__text"
        aria-hidden="true"
        data-speed={MARQUEE_PX_PER_S}
        data-duration={duration ? duration.toFixed(2) : undefined}
        style={
          size
            ? ({
                '--marquee-from': `${size.viewport}px`,
                '--marquee-to': `-${size.content}px`,
                animationDuration: `${duration}s`,
              } as React.CSSProperties)
            : { visibility: 'hidden' }
        }
      >
        {text}
      </span>
    </div>
  );
}
