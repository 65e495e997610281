/** §4 splash (no DOM, no React); rules.ts re-exports it. */

/**
 * §4 "Splash hides after a delay, once per session if a session flag is set". Not over a first
 * screen the server already painted (home's first banner, `firstScreenPainted`): a splash there
 * would cover what the player has just seen and hold back the page's largest paint (the decision
 * and its numbers: server `modules/web/html.ts`, README "Performance budgets").
 */
export function shouldShowSplash(input: {
  oncePerSession: boolean;
  seenThisSession: boolean;
  firstScreenPainted?: boolean;
}): boolean {
  if (input.firstScreenPainted) return false;
  return !(input.oncePerSession && input.seenThisSession);
}
