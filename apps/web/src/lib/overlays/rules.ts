/**
 * The overlays that open by themselves (not at the player's request), one at a time, in this
 * fixed order: when several are due, the first of this list opens; the next one opens only after
 * the one before has closed and faded out (§9 modal fade 250 ms), and never over a dialog the
 * player opened (login, an alert, the chat). Each still waits for its own SPEC delay before it
 * asks. An overlay that is still deciding whether it is due (its content loading) holds back those
 * after it, so the order does not depend on which request answered first.
 */
export const AUTO_OVERLAYS = [
  /** §2 screen 18, §5 MANDATORYAPPUPDATES3: an app shell that must upgrade first of all. */
  'app-upgrade-forced',
  /** §4 a download prompt that cannot be closed ("marked forced for the session"). */
  'download-prompt-forced',
  /** §2 screen 18, §4 an old app shell is asked to upgrade (closable). */
  'app-upgrade',
  /** §2 screen 17, §4/§5 announcement popup (forceRead for first-time members), 500 ms after mount. */
  'announcement',
  /** §2 screen 18, §4 welcome image popups, banner 1 then 2, after the announcements. */
  'welcome',
  /** §2 screen 7, §4 download prompt on its triggers ("not shown when another prompt is open"). */
  'download-prompt',
  /** §2 screens 4/5, §4 install prompt (delays 1000, 1900, 2000 ms). */
  'install',
  /** §2 screen 13, §4 push opt-in, asked once per session a few seconds after login. */
  'push',
] as const;
export type AutoOverlay = (typeof AUTO_OVERLAYS)[number];

/** An overlay that asked: due now, or still finding out whether it will be. */
export type TurnRequest = 'due' | 'deciding';

/** The first of `waiting` in AUTO_OVERLAYS order, or null. */
export function nextOverlay(waiting: Iterable<AutoOverlay>): AutoOverlay | null {
  let best: AutoOverlay | null = null;
  for (const o of waiting)
    if (best === null || AUTO_OVERLAYS.indexOf(o) < AUTO_OVERLAYS.indexOf(best)) best = o;
  return best;
}

/**
 * Which overlay gets the turn now, or null: none holds it, no dialog is open (the player's own
 * included), the last one has finished fading out, and the first waiting overlay in the order is
 * due (one still deciding keeps those after it waiting).
 */
export function grantTurn(input: {
  holder: AutoOverlay | null;
  waiting: ReadonlyMap<AutoOverlay, TurnRequest>;
  openDialogs: number;
  now: number;
  freeAt: number;
}): AutoOverlay | null {
  if (input.holder !== null || input.openDialogs > 0 || input.now < input.freeAt) return null;
  const next = nextOverlay(input.waiting.keys());
  return next !== null && input.waiting.get(next) === 'due' ? next : null;
}
