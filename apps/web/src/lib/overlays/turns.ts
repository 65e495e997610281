import { useEffect, useSyncExternalStore } from 'react';
import { FADE_MS } from '@member-app/contract/constants';
import { grantTurn, type AutoOverlay, type TurnRequest } from './rules';

/**
 * The turn of the overlays that open by themselves (rules.ts has the order). A host asks for a
 * turn when its overlay is due (or says it is still deciding) and draws it only while it holds the
 * turn; every modal counts the dialogs open on the page, so none opens over another. No UI here.
 */
let holder: AutoOverlay | null = null;
const waiting = new Map<AutoOverlay, TurnRequest>();
let openDialogs = 0;
let freeAt = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};

function grant() {
  clearTimeout(timer);
  timer = undefined;
  const now = Date.now();
  const next = grantTurn({ holder, waiting, openDialogs, now, freeAt });
  if (next) {
    holder = next;
    waiting.delete(next);
    notify();
  } else if (holder === null && openDialogs === 0 && now < freeAt && waiting.size > 0) {
    timer = setTimeout(grant, freeAt - now);
  }
}

/** Asks for the turn (`due`), or holds a place in the order while finding out (`deciding`). */
export function requestOverlayTurn(kind: AutoOverlay, request: TurnRequest = 'due'): void {
  if (holder === kind) return;
  waiting.set(kind, request);
  grant();
}

/** Gives the turn back (or the place in the order); the next may open once this has faded out. */
export function releaseOverlayTurn(kind: AutoOverlay): void {
  waiting.delete(kind);
  if (holder === kind) {
    holder = null;
    freeAt = Math.max(freeAt, Date.now() + FADE_MS);
    notify();
  }
  grant();
}

/** Called by every modal (components/modal.tsx) when it opens and when it closes. */
export function dialogOpened(): void {
  openDialogs += 1;
}
export function dialogClosed(): void {
  openDialogs = Math.max(0, openDialogs - 1);
  if (openDialogs > 0) return;
  // §9 the next overlay only after this one's 250 ms fade.
  freeAt = Math.max(freeAt, Date.now() + FADE_MS);
  grant();
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
}

/**
 * Asks for the turn while `due` (holding a place in the order while `deciding`); true while this
 * overlay holds it, and only then may it be drawn.
 */
export function useOverlayTurn(kind: AutoOverlay, due: boolean, deciding = false): boolean {
  const request: TurnRequest | null = due ? 'due' : deciding ? 'deciding' : null;
  useEffect(() => {
    if (!request) return;
    requestOverlayTurn(kind, request);
  }, [kind, request]);
  // Released when it is neither due nor deciding any more, or the host goes away.
  useEffect(() => {
    if (!request) return;
    return () => releaseOverlayTurn(kind);
  }, [kind, request === null]); // eslint-disable-line react-hooks/exhaustive-deps
  const held = useSyncExternalStore(subscribe, () => holder === kind);
  return due && held;
}

/** Tests only: a fresh page. */
export function resetOverlayTurns(): void {
  holder = null;
  waiting.clear();
  openDialogs = 0;
  freeAt = 0;
  clearTimeout(timer);
  timer = undefined;
}
