import { getSession } from './session';

/** A window event recorded from the app's first moment. */
export interface EarlyEvent {
  type: string;
  detail: unknown;
  /** Epoch ms when it happened. */
  at: number;
  /** The member whose session it happened in (tracking attributes it to them, not to a later one). */
  customer: string | null;
}

const MAX_EVENTS = 30;
const recorded: EarlyEvent[] = [];

/**
 * Records some window events from the start (main.tsx), for the parts of the shell that load after
 * the page (tracking, the download prompt): an event fired before they were there is not lost.
 */
export function recordEarlyEvents(types: readonly string[]): void {
  for (const type of types) {
    window.addEventListener(type, (e) => {
      const session = getSession();
      recorded.push({
        type,
        detail: (e as CustomEvent<unknown>).detail,
        at: Date.now(),
        customer: session ? String(session.id) : null,
      });
      if (recorded.length > MAX_EVENTS) recorded.shift();
    });
  }
}

/** The recorded events of a type that happened up to `until` (a consumer replays them once, then listens itself). */
export function earlyEvents(type: string, until: number): EarlyEvent[] {
  return recorded.filter((e) => e.type === type && e.at <= until);
}

/** Tests only. */
export function clearEarlyEvents(): void {
  recorded.length = 0;
}
