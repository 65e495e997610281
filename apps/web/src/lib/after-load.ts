import { startTransition, useEffect, useState } from 'react';

/**
 * True once the page has loaded and the browser has a quiet moment: for parts of the shell that
 * only act seconds after start (the update check, the install prompt), so that their code is not
 * on the first-load path.
 */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let idle: number | undefined;
    const go = () => {
      // A transition: what mounts now renders in slices that leave the main thread free between them.
      const done = () => !cancelled && startTransition(() => setReady(true));
      if (typeof window.requestIdleCallback === 'function')
        idle = window.requestIdleCallback(done, { timeout: 1_000 });
      else idle = window.setTimeout(done, 200);
    };
    if (document.readyState === 'complete') go();
    else window.addEventListener('load', go, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', go);
      if (idle !== undefined) {
        if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
        window.clearTimeout(idle);
      }
    };
  }, []);
  return ready;
}

/** Milliseconds left until `ms` after the page started (navigation start). */
export function msAfterStart(ms: number): number {
  return Math.max(0, Math.round(ms - performance.now()));
}
