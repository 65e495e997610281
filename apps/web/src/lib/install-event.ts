import { INSTALL_EVENT_INTERVAL_MS, INSTALL_EVENT_TRIES } from '@member-app/contract/constants';
import { writeStorage } from './storage';

/** Chromium's install event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

/** §4 an installed event sets the decline count to 99 and a local flag. */
export const INSTALL_DECLINES_KEY = 'MC_A2HS_DECLINES';
export const INSTALLED_KEY = 'MC_A2HS_INSTALLED';
export const INSTALLED_DECLINE_COUNT = 99;

let deferred: BeforeInstallPromptEvent | null = null;

/**
 * Keeps the browser's install event for the install prompt (§4), which asks later; called once at
 * start, before the event can fire. No UI here.
 */
export function captureInstallEvents(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    writeStorage('local', INSTALL_DECLINES_KEY, String(INSTALLED_DECLINE_COUNT));
    writeStorage('local', INSTALLED_KEY, '1');
  });
}

/** The kept install event, if the browser offered one. */
export function installEvent(): BeforeInstallPromptEvent | null {
  return deferred;
}

/** Forgets the event once used (a browser event can prompt only once). */
export function consumeInstallEvent(): void {
  deferred = null;
}

/** §4 "waits up to 20 tries at 150 ms for the browser install event". */
export async function waitForInstallEvent(
  tries = INSTALL_EVENT_TRIES,
  intervalMs = INSTALL_EVENT_INTERVAL_MS,
  signal?: AbortSignal,
): Promise<BeforeInstallPromptEvent | null> {
  for (let i = 0; i < tries; i++) {
    if (deferred || signal?.aborted) return deferred;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return deferred;
}

/** Tests only. */
export function setInstallEventForTests(event: BeforeInstallPromptEvent | null): void {
  deferred = event;
}

/** Standalone display: the page runs as the installed web app or an iOS web clip. */
export function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}
