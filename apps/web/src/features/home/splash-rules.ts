/** §4 splash (no DOM, no React); rules.ts re-exports it. */

/** §4 "Splash hides after a delay, once per session if a session flag is set". */
export function shouldShowSplash(input: {
  oncePerSession: boolean;
  seenThisSession: boolean;
}): boolean {
  return !(input.oncePerSession && input.seenThisSession);
}
