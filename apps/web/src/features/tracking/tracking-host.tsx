import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { GAME_STARTED_EVENT } from '@member-app/contract/rules/games';
import { TRACK_EVENT, type TrackEventDetail } from '@member-app/contract/rules/tracking';
import { earlyEvents } from '../../lib/early-events';
import { isStandalone } from '../../lib/install-event';
import { toFullPath } from '../../lib/paths';
import { getSession } from '../../lib/session';
import { readJson, readStorage, writeStorage } from '../../lib/storage';
import {
  A2HS_FIRST_OPEN_KEY,
  FIRST_OPEN_KEY,
  INBOX_KEY,
  QUEUE_KEY,
  SEND_DELAY_MS,
  addToInbox,
  gameEventOf,
  sanitizeDetail,
  startupEvents,
  viewContentOf,
} from './rules';

// Events are written to the inbox at once, so that one reported just before the page goes away is
// not lost; the sending half loads only once the page has settled (SEND_DELAY_MS), off the
// first-load path, and sends them.
let settled: Promise<void> | null = null;
/** Resolves `delayMs` after the page has loaded and the browser had an idle moment (once per page). */
function whenSettled(delayMs: number): Promise<void> {
  settled ??= new Promise<void>((resolve) => {
    const later = () => window.setTimeout(resolve, delayMs);
    const go = () => {
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(later, { timeout: 1_000 });
      else later();
    };
    if (document.readyState === 'complete') go();
    else window.addEventListener('load', go, { once: true });
  });
  return settled;
}

function useTrackingSender(delayMs: number) {
  return useMemo(() => {
    const drain = () =>
      void whenSettled(delayMs)
        .then(() => import('./tracker'))
        .then((m) => m.tracker.drainInbox())
        .catch(() => undefined);
    /** `when`: the moment and member of an event recorded before this host was there. */
    const send = (detail: TrackEventDetail, when?: { at: number; customer: string | null }) => {
      const now = Date.now();
      const session = getSession();
      const entry = {
        detail,
        at: when?.at ?? now,
        customer: when ? when.customer : session ? String(session.id) : null,
      };
      writeStorage(
        'local',
        INBOX_KEY,
        JSON.stringify(addToInbox(readJson<unknown>('local', INBOX_KEY), entry, now)),
      );
      drain();
    };
    return { drain, send };
  }, [delayMs]);
}

/**
 * §3 tracking events, at their moments: firstOpen and a2hsFirstOpen at start, viewContent on an
 * activity's page, startTrial/gameLaunch when a game starts (GAME_STARTED_EVENT), a2hsInstalled on
 * the browser's appinstalled event, and whatever any page reports through TRACK_EVENT (login,
 * registerSubmit, register, downloadApp, the cashier's deposit events). Mounted once by the app.
 */
export function TrackingHost({ sendDelayMs = SEND_DELAY_MS }: { sendDelayMs?: number }) {
  const location = useLocation();
  const { drain, send } = useTrackingSender(sendDelayMs);

  useEffect(() => {
    const events = startupEvents({
      firstOpenSeen: readStorage('local', FIRST_OPEN_KEY) !== null,
      standalone: isStandalone(),
      a2hsFirstOpenSeen: readStorage('local', A2HS_FIRST_OPEN_KEY) !== null,
    });
    for (const event of events) {
      writeStorage(
        'local',
        event === 'firstOpen' ? FIRST_OPEN_KEY : A2HS_FIRST_OPEN_KEY,
        String(Date.now()),
      );
      send({ event });
    }
    // Events of an earlier visit that could not be sent yet.
    if (
      events.length === 0 &&
      (readStorage('local', QUEUE_KEY) !== null || readStorage('local', INBOX_KEY) !== null)
    )
      drain();

    const onTrack = (e: Event) => {
      const detail = sanitizeDetail((e as CustomEvent<unknown>).detail);
      if (detail) send(detail);
    };
    const onGameStarted = (e: Event) => {
      const detail = gameEventOf((e as CustomEvent<Parameters<typeof gameEventOf>[0]>).detail);
      if (detail) send(detail);
    };
    const onInstalled = () => send({ event: 'a2hsInstalled' });
    // What pages reported before this host was loaded (it comes after the page, §9 off the first load).
    const mountedAt = Date.now();
    for (const e of earlyEvents(TRACK_EVENT, mountedAt)) {
      const detail = sanitizeDetail(e.detail);
      if (detail) send(detail, e);
    }
    for (const e of earlyEvents(GAME_STARTED_EVENT, mountedAt)) {
      const detail = gameEventOf(e.detail as Parameters<typeof gameEventOf>[0]);
      if (detail) send(detail, e);
    }
    window.addEventListener(TRACK_EVENT, onTrack);
    window.addEventListener(GAME_STARTED_EVENT, onGameStarted);
    window.addEventListener('appinstalled', onInstalled);
    window.addEventListener('online', drain);
    return () => {
      window.removeEventListener(TRACK_EVENT, onTrack);
      window.removeEventListener(GAME_STARTED_EVENT, onGameStarted);
      window.removeEventListener('appinstalled', onInstalled);
      window.removeEventListener('online', drain);
    };
  }, [drain, send]);

  const contentId = viewContentOf(toFullPath(location.pathname), location.search);
  const viewed = useRef<string | null>(null);
  useEffect(() => {
    // Once per arrival on an activity (a re-render or a repeated effect is not a new view).
    if (contentId === viewed.current) return;
    viewed.current = contentId;
    if (contentId) send({ event: 'viewContent', contentId });
  }, [contentId, send]);

  return null;
}
