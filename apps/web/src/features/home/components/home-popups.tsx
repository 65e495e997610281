import { lazy, startTransition, Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { WELCOME_POPUP_GROUPS } from '@member-app/contract/constants';
import { POPUP_EVALUATE_DELAY_MS } from '@member-app/contract/rules/content';
import type { Banner } from '@member-app/contract/schemas/content';
import { useAppNavigate } from '../../../components/app-link';
import { useOverlayTurn } from '../../../lib/overlays/turns';
import { toFullPath } from '../../../lib/paths';
import { useSession, type SessionInfo } from '../../../lib/session';
import { readStorage, writeStorage } from '../../../lib/storage';
import { useBanners, usePopupAnnouncements } from '../api/content';
import {
  closedPopupRecord,
  imageName,
  contentHash,
  parsePopupRecord,
  popupStorageKey,
  popupsFor,
  shouldShowPopups,
  welcomePopupsToShow,
} from '../rules';
// The popups' own code (modal, carousel, sanitizer) loads when one is due, 500 ms after mount at
// the earliest (§4): it is not part of the page's first load.
const AnnouncementPopup = lazy(() =>
  import('./announcement-popup').then((m) => ({ default: m.AnnouncementPopup })),
);
const WelcomePopup = lazy(() =>
  import('./welcome-popup').then((m) => ({ default: m.WelcomePopup })),
);
import { useBannerClick } from './use-banner-click';

/** §4 "dismissal sets a session flag to 0". */
export const WELCOME_SESSION_FLAG = 'MC_WELCOME_POPUP';
/** §4 the image name shown last, per banner group. */
export const welcomeNameKey = (group: string) => `MC_WELCOME_POPUP_${group}`;

/**
 * The home page's popups, one at a time: first the announcement popup (§2 screen 17, §4, §5), then
 * the welcome image popups m_popup1 and m_popup2 (§4). Evaluated 500 ms after mount and again when
 * the session changes (a new sequence per session). `paused` holds them back (the splash); each
 * waits for its turn among the overlays that open by themselves (lib/overlays), so none stacks.
 */
export function HomePopups({ paused = false }: { paused?: boolean }) {
  const session = useSession();
  const sessionKey = session?.token ? `${session.id}:${session.firstTimeLogin}` : 'guest';
  return (
    <PopupSequence key={sessionKey} session={session?.token ? session : null} paused={paused} />
  );
}

function PopupSequence({ session, paused }: { session: SessionInfo | null; paused: boolean }) {
  const location = useLocation();
  const navigate = useAppNavigate();
  const onBanner = useBannerClick();
  const popups = usePopupAnnouncements();
  const welcome = useBanners(WELCOME_POPUP_GROUPS);
  const [evaluatedAt, setEvaluatedAt] = useState<number | null>(null);
  const [announceClosed, setAnnounceClosed] = useState(false);
  const [welcomeShown, setWelcomeShown] = useState(0);
  const [finished, setFinished] = useState(false);

  // §4 "re-evaluated 500 ms after mount".
  useEffect(() => {
    // A transition: a popup that is due renders in slices rather than one long task.
    const timer = setTimeout(
      () => startTransition(() => setEvaluatedAt(Date.now())),
      POPUP_EVALUATE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, []);

  // §4/§5 which announcements this visitor sees, and whether the stored flags let them show.
  const announcement = useMemo(() => {
    if (evaluatedAt === null || popups.isPending) return undefined;
    const list = popupsFor(popups.data?.list ?? [], {
      loggedIn: !!session,
      firstTimeLogin: !!session?.firstTimeLogin,
    });
    const key = popupStorageKey(session ? session.id : null);
    const hash = contentHash(list);
    const show =
      list.length > 0 &&
      shouldShowPopups(parsePopupRecord(readStorage('local', key)), hash, evaluatedAt);
    return show ? { list, paging: popups.data?.paging ?? false, key, hash } : null;
  }, [evaluatedAt, popups.isPending, popups.data, session]);

  // §4 welcome popups: decided when their turn comes (after the announcements).
  const welcomeTurn = announcement === null || announceClosed;
  const welcomeQueue = useMemo<Banner[] | undefined>(() => {
    if (!welcomeTurn || welcome.isPending) return undefined;
    const banners = welcome.data?.banners ?? [];
    const storedNames = Object.fromEntries(
      WELCOME_POPUP_GROUPS.map((g) => [g, readStorage('local', welcomeNameKey(g))]),
    );
    const groups = welcomePopupsToShow({
      banners,
      groups: WELCOME_POPUP_GROUPS,
      pathname: toFullPath(location.pathname),
      search: location.search,
      userAgent: navigator.userAgent,
      sessionFlag: readStorage('session', WELCOME_SESSION_FLAG),
      storedNames,
    });
    return groups.flatMap((g) => banners.filter((b) => b.groupName === g).slice(0, 1));
    // Decided once per turn: the stored names written on dismissal must not reshuffle the queue.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [welcomeTurn, welcome.isPending, welcome.data]);

  // One overlay at a time (lib/overlays): each popup asks for its turn and shows while it has it.
  // Until they know whether they are due (content loading, the splash), they hold their place in
  // the order so that the overlays after them wait.
  const active = !finished && !paused;
  const announcementPending = !!announcement && !announceClosed;
  const current = welcomeTurn ? welcomeQueue?.[welcomeShown] : undefined;
  const announcementTurn = useOverlayTurn(
    'announcement',
    active && announcementPending,
    !finished && (announcement === undefined || announcementPending),
  );
  const welcomeTurnHeld = useOverlayTurn(
    'welcome',
    active && !announcementPending && !!current,
    !finished && !announcementPending && (welcomeQueue === undefined || !!current),
  );
  if (!active) return null;

  if (announcement && !announceClosed) {
    if (!announcementTurn) return null;
    const remember = (hideToday: boolean) =>
      writeStorage(
        'local',
        announcement.key,
        JSON.stringify(closedPopupRecord(announcement.hash, Date.now(), hideToday)),
      );
    return (
      <Suspense fallback={null}>
        <AnnouncementPopup
          list={announcement.list}
          paging={announcement.paging}
          onClose={(hideToday) => {
            remember(hideToday);
            setAnnounceClosed(true);
          }}
          onGoToActivity={(id, hideToday) => {
            remember(hideToday);
            setFinished(true);
            navigate(`/activity?id=${id}`);
          }}
        />
      </Suspense>
    );
  }

  if (!current || !welcomeTurnHeld) return null;
  const dismiss = () => {
    writeStorage('local', welcomeNameKey(current.groupName), imageName(current.url));
    writeStorage('session', WELCOME_SESSION_FLAG, '0');
    setWelcomeShown((n) => n + 1);
  };
  return (
    <Suspense fallback={null}>
      <WelcomePopup
        key={current.id}
        banner={current}
        onClose={dismiss}
        onOpen={() => {
          dismiss();
          setFinished(true);
          onBanner(current);
        }}
      />
    </Suspense>
  );
}
