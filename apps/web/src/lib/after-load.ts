import { startTransition, useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';

/** The longest the after-load parts wait for the first screen's calls (a slow or hung call). */
const SETTLE_CAP_MS = 3_000;

function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** Resolves when no call is in flight (or after `capMs`). */
function callsSettled(client: QueryClient, capMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (client.isFetching() === 0) return resolve();
    const cache = client.getQueryCache();
    const done = () => {
      unsubscribe();
      clearTimeout(cap);
      resolve();
    };
    const unsubscribe = cache.subscribe(() => {
      if (client.isFetching() === 0) done();
    });
    const cap = setTimeout(done, capMs);
  });
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: 1_000 });
    else window.setTimeout(resolve, 200);
  });
}

// One wait per page load (per query client), shared by every part that asks.
const settled = new WeakMap<QueryClient, Promise<void>>();

/**
 * The page's first screen is done: the page has loaded, the calls its first screen made have
 * answered (home's banners, the largest paint) and the browser has a quiet moment. The load event
 * alone came before them: the page's code is loaded long before its data, so the after-load parts
 * rendered while the banners were still on their way, in front of them on the main thread.
 */
export function firstScreenSettled(client: QueryClient): Promise<void> {
  let wait = settled.get(client);
  if (!wait) {
    wait = pageLoaded()
      .then(() => callsSettled(client, SETTLE_CAP_MS))
      .then(idle);
    settled.set(client, wait);
  }
  return wait;
}

/**
 * True once the first screen is done (above): for parts of the shell that only act seconds after
 * start (the update check, the install prompt, the chat button, the popups), so that neither their
 * code nor their rendering is on the first screen's path.
 */
export function useAfterLoad(): boolean {
  const client = useQueryClient();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelled = false;
    // A transition: what mounts now renders in slices that leave the main thread free between them.
    void firstScreenSettled(client).then(() => !cancelled && startTransition(() => setReady(true)));
    return () => {
      cancelled = true;
    };
  }, [client]);
  return ready;
}

/** Milliseconds left until `ms` after the page started (navigation start). */
export function msAfterStart(ms: number): number {
  return Math.max(0, Math.round(ms - performance.now()));
}
