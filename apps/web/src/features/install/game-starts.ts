import { useSyncExternalStore } from 'react';
import { GAME_STARTED_EVENT } from '@member-app/contract/rules/games';
import { earlyEvents } from '../../lib/early-events';

/**
 * When the last game started (GAME_STARTED_EVENT, fired by the games feature), for the download
 * prompt's "delay after game start" (§4). Recorded from the app's first moment (lib/early-events)
 * rather than from a component's effect: opened straight on /m/launchGame, the game's frame may load
 * before this module (which comes after the page) or the shell's effects.
 */
// A game may have started before this module loaded (it loads after the page): the shell recorded it.
let lastStartedAt: number | null =
  typeof window !== 'undefined'
    ? (earlyEvents(GAME_STARTED_EVENT, Date.now()).at(-1)?.at ?? null)
    : null;
const listeners = new Set<() => void>();

if (typeof window !== 'undefined') {
  window.addEventListener(GAME_STARTED_EVENT, () => {
    lastStartedAt = Date.now();
    listeners.forEach((l) => l());
  });
}

export function useLastGameStart(): number | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => lastStartedAt,
    () => null,
  );
}
